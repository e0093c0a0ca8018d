/**
 * An error a route throws on purpose: the status and message reach the client as they are (4xx), with
 * optional extra fields for the client's error catalogue (spec §8, e.g. `{ code: 'invalid_verification' }`).
 * A 5xx HttpError is hidden like any other server failure.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);

/** The row a lookup found, or a 404 with `message` when it found none (one reference row by its id, say). */
export function orNotFound<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}
