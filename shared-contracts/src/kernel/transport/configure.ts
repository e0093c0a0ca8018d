import type { CallArgs, Endpoint, EndpointTable, ParamsOf, QueryOf, ResponseOf } from './endpoint';
import { createTransport, type ApiOptions, type Transport } from './transport';

/**
 * The one transport every screen calls through. The shell (or a standalone remote's bootstrap) configures it once at
 * start-up; it is made at the first call. The kernel is a federation singleton, so every remote calls through the
 * shell's configuration (headers, token rules, §8 events) without knowing it.
 */
let settings: ApiOptions | undefined;
let version = 0;
let current: { transport: Transport; version: number } | undefined;

export function configureApi(options: ApiOptions): void {
  settings = options;
  version += 1;
}

/** The options set by configureApi, and a number that changes each time they are set. */
export function apiSettings(): { options: ApiOptions | undefined; version: number } {
  return { options: settings, version };
}

/** Forgets the configuration (tests). */
export function resetApi(): void {
  settings = undefined;
  version += 1;
}

export const isApiConfigured = (): boolean => settings !== undefined;

/** The configured transport (made again after `configureApi` is called again). */
export function transport(): Transport {
  if (!settings) {
    throw new Error('The API is not configured: the shell (or a standalone remote in its bootstrap) must call configureApi({...}) before any API call.');
  }
  if (!current || current.version !== version) current = { transport: createTransport(settings), version };
  return current.transport;
}

/** Calls an endpoint of a domain's table: `call(formEndpoints.getForm, { params: { ref } })`. */
export function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  return transport().call(endpoint, ...args);
}

/** The absolute URL of an endpoint, for a download's link: `urlFor(trackingEndpoints.downloadInvoice, { id, formId })`. */
export function urlFor<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>, query?: QueryOf<E>): string {
  return transport().urlFor(endpoint, params, query);
}

/** The typed calls of a table, one function a endpoint: `formApi.createForm({ body })`. */
export type Calls<T extends EndpointTable> = { readonly [K in keyof T]: (...args: CallArgs<T[K]>) => Promise<ResponseOf<T[K]>> };

/** A domain's typed calls: `export const formApi = api(formEndpoints)`. Each call goes through the configured transport. */
export function api<T extends EndpointTable>(table: T): Calls<T> {
  const calls: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(table)) calls[name] = (...args) => (call as (e: Endpoint, ...rest: unknown[]) => Promise<unknown>)(endpoint, ...args);
  return calls as unknown as Calls<T>;
}
