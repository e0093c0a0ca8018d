import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointSpec } from 'shared-contracts';
import type { $ZodType, output } from 'zod/v4/core';

/**
 * One call of spec §7 as the API registers it: an endpoint of a domain's table (`formEndpoints.createForm`,
 * `staffEndpoints.staffQueue`, …) whose schemas are zod's (classic or mini), which the type provider works on.
 */
export interface EndpointDef extends Omit<EndpointSpec, 'params' | 'query' | 'body' | 'response'> {
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  response: $ZodType | 'blob';
}

type Out<S> = S extends $ZodType ? output<S> : undefined;

export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

/** What the handler returns: the answer typed by the response schema; a download returns its bytes. */
export type EndpointResult<E extends EndpointDef> = E['response'] extends $ZodType ? output<E['response']> : Buffer | NodeJS.ReadableStream;

export interface RouteOptions {
  config?: FastifyContextConfig;
  /** a larger body limit for this route only (a signature image); the app default is 1 MB */
  bodyLimit?: number;
  /** checks run after the body is parsed and validated, before the handler (a wider rate limit) */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** checks run before the request is read or validated: who is calling (issue 40: a stranger learns nothing of the schemas) */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * Registers the handler of one endpoint of the table: method, path and schemas come from the contract, so the
 * request is validated and the answer serialized by the very schemas the client uses (one schema, both sides).
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointResult<E>>,
  options: RouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.response !== 'blob' ? { response: { 200: endpoint.response } } : {}),
    },
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
