import type { FieldErrorMap } from '../field-errors';

/** Spec §8, verbatim where it quotes them. */
export const FAILURE_MESSAGES = {
  /** spec §8: 429 on resend link (and the default for any 429 without a server message) */
  tooManyRequests: 'Too many requests, please try again in a minute',
  /** spec §8: resend link failure without a server message */
  unknownError: 'Unknown error, please try again later',
  networkProblem: 'We could not reach the service. Check your internet connection and try again.',
} as const;

export type ApiErrorKind = 'network' | 'http' | 'invalid-request' | 'invalid-response' | 'foreign-origin';

/** Spec §7: network failures have status -1. */
export const NETWORK_STATUS = -1;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  code?: string;
  serverMessage?: string;
  fieldErrors?: FieldErrorMap;
  endpoint?: string;
  url?: string;
  method?: string;
  /** 401 link_expired: for /link-expired/{randomId} (spec §6) */
  randomId?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldErrorMap;
  readonly endpoint: string | undefined;
  readonly url: string | undefined;
  readonly method: string | undefined;
  readonly randomId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? {};
    this.endpoint = init.endpoint;
    this.url = init.url;
    this.method = init.method;
    this.randomId = init.randomId;
  }
}

/** Also one made by another copy of this module. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'kind' in error && 'status' in error);
}

/** A 429's text (spec §8). */
export function rateLimitMessage(error: ApiError): string {
  return error.serverMessage || FAILURE_MESSAGES.tooManyRequests;
}

/** What to tell the user about a failed action (spec §8, resend link). */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return FAILURE_MESSAGES.unknownError;
  if (error.status === 429) return rateLimitMessage(error);
  return error.serverMessage || FAILURE_MESSAGES.unknownError;
}

/** What a form says above itself when its submit failed for a reason no field holds (spec §8); `Form` calls it. */
export function failureMessage(error: unknown): string {
  return isApiError(error) && error.kind === 'network' ? FAILURE_MESSAGES.networkProblem : errorMessage(error);
}

const isFieldErrors = (value: unknown): value is FieldErrorMap =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));

/** The API's `ApiErrorBody` (rules/error-body.ts) read without zod; error-body.test.ts holds the two together. */
export function readErrorBody(payload: unknown): Pick<ApiErrorInit, 'serverMessage' | 'code' | 'fieldErrors' | 'randomId'> {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const ours = typeof body.message === 'string' && (body.fieldErrors === undefined || isFieldErrors(body.fieldErrors));
  const code = typeof body.code === 'string' ? body.code : typeof body.error === 'string' ? body.error : undefined;
  return {
    ...(typeof body.message === 'string' ? { serverMessage: body.message } : {}),
    ...(code !== undefined ? { code } : {}),
    fieldErrors: ours && body.fieldErrors ? { ...(body.fieldErrors as FieldErrorMap) } : {},
    ...(ours && typeof body.randomId === 'string' ? { randomId: body.randomId } : {}),
  };
}
