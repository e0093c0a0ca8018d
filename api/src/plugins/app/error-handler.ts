import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldPath, type FieldErrorMap } from 'shared-contracts';
import { HttpError } from '../../lib/http-error';
import { MESSAGES } from '../../lib/messages';

/**
 * The one error handler (fastify/demo). Every failure leaves as JSON `{ message, ... }`:
 * - request validation (zod): 400 `{ message, fieldErrors: { 'path.to.field': [..] }, in: 'body' | 'params' | 'query' | 'headers' }`
 * - malformed or refused bodies: 400 (bad JSON), 413 (too large), 415 (not JSON) with a plain message
 * - errors thrown on purpose (HttpError, other 4xx): their status and message
 * - everything else, including a response that fails its schema: 500 with a fixed text; detail only in the log
 */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.emptyJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
};

const PARTS: Record<string, string> = { body: 'body', params: 'params', querystring: 'query', headers: 'headers' };

/** instancePath '/_address/0/ToDate' -> '_address.0.ToDate'; an error about the whole part (not an object) -> '_form'. */
export function fieldErrorsOf(validation: readonly { instancePath: string; message?: string }[]): FieldErrorMap {
  // a Map, not an object: a client's field may be named `constructor` or `__proto__` (found by the hostile-input test)
  const fieldErrors = new Map<string, string[]>();
  for (const issue of validation) {
    const key = fieldPath(issue.instancePath.split('/').filter(Boolean));
    const list = fieldErrors.get(key) ?? [];
    fieldErrors.set(key, list);
    const message = issue.message ?? 'Invalid value';
    if (!list.includes(message)) list.push(message);
  }
  return Object.fromEntries(fieldErrors);
}

/** SQLSTATE class 22 (data exception), raised the same by PostgreSQL and PGlite. */
function isDataException(error: FastifyError): boolean {
  return typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code) && 'severity' in error;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    request.log.info({ in: error.validationContext }, 'request failed validation');
    return reply.code(400).send({
      message: MESSAGES.invalidFields,
      fieldErrors: fieldErrorsOf(error.validation),
      in: PARTS[error.validationContext ?? ''] ?? error.validationContext,
    });
  }
  const bodyError = error.code ? BODY_ERRORS[error.code] : undefined;
  if (bodyError) {
    request.log.info({ code: error.code }, 'request body refused');
    return reply.code(bodyError.status).send({ message: bodyError.message });
  }
  if (isDataException(error)) {
    // a value that passed its schema but not the column (an id beyond integer range): bad input, not a 500
    request.log.info({ code: error.code }, 'value out of range for the database');
    return reply.code(400).send({ message: MESSAGES.outOfRange });
  }
  const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
  if (status >= 400 && status < 500) {
    request.log.info({ status, code: error.code }, error.message);
    const extra = error instanceof HttpError ? error.extra : {};
    return reply.code(status).send({ ...extra, message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(status >= 500 && status < 600 && status !== 500 ? status : 500).send({ message: MESSAGES.serverError });
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: MESSAGES.unknownRoute(request.method, request.url.split('?')[0] ?? '') });
    });
  },
  { name: 'error-handler' },
);
