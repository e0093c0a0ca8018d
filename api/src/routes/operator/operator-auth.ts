import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BEARER_PREFIX } from 'shared-contracts';
import { DEV_OPERATOR_TOKEN, type Env } from '../../env';
import { HttpError } from '../../lib/http-error';

export interface OperatorCredential {
  name: string;
  tokenDigest: Buffer;
}

const digest = (token: string) => createHash('sha256').update(token).digest();

/**
 * The operators allowed to call the operator API: OPERATOR_TOKENS (`name=token,...`); outside production, with
 * nothing set, one `developer` with the development token (api/README.md). In production with nothing set, nobody.
 */
export function operatorCredentials(env: Pick<Env, 'NODE_ENV' | 'OPERATOR_TOKENS'>): OperatorCredential[] {
  const pairs = env.OPERATOR_TOKENS
    ? env.OPERATOR_TOKENS.split(',').map((pair) => {
        const [name, token] = pair.trim().split(/=(.*)/s) as [string, string];
        return { name, token };
      })
    : env.NODE_ENV === 'production'
      ? []
      : [{ name: 'developer', token: DEV_OPERATOR_TOKEN }];
  return pairs.map(({ name, token }) => ({ name, tokenDigest: digest(token) }));
}

export const OPERATOR_UNAUTHORISED = 'Operator credentials are required.';

/** The operator a request's bearer token names; 401 otherwise. Compared as digests, in constant time. */
export function requireOperator(app: FastifyInstance, credentials: OperatorCredential[], request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header?.startsWith(BEARER_PREFIX)) throw new HttpError(401, OPERATOR_UNAUTHORISED);
  const given = digest(header.slice(BEARER_PREFIX.length).trim());
  const match = credentials.find((c) => timingSafeEqual(c.tokenDigest, given));
  if (!match) {
    app.log.warn({ ip: request.ip }, 'operator API: refused credentials');
    throw new HttpError(401, OPERATOR_UNAUTHORISED);
  }
  return match.name;
}
