import type { CallArgs, Endpoint, EndpointTable, ParamsOf, QueryOf, ResponseOf } from './endpoint';
import { createTransport, type ApiOptions, type Transport } from './transport';

// Configured once by the shell (or a standalone remote's bootstrap); the kernel is a federation singleton, so every
// remote calls through the shell's configuration without knowing it.
let settings: ApiOptions | undefined;
let version = 0;
let current: { transport: Transport; version: number } | undefined;

export function configureApi(options: ApiOptions): void {
  settings = options;
  version += 1;
}

export function apiSettings(): { options: ApiOptions | undefined; version: number } {
  return { options: settings, version };
}

export function resetApi(): void {
  settings = undefined;
  version += 1;
}

export const isApiConfigured = (): boolean => settings !== undefined;

export function transport(): Transport {
  if (!settings) {
    throw new Error('The API is not configured: the shell (or a standalone remote in its bootstrap) must call configureApi({...}) before any API call.');
  }
  if (!current || current.version !== version) current = { transport: createTransport(settings), version };
  return current.transport;
}

export function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  return transport().call(endpoint, ...args);
}

/** For a download's link. */
export function urlFor<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>, query?: QueryOf<E>): string {
  return transport().urlFor(endpoint, params, query);
}

export type Calls<T extends EndpointTable> = { readonly [K in keyof T]: (...args: CallArgs<T[K]>) => Promise<ResponseOf<T[K]>> };

/** `export const formApi = api(formEndpoints)`; each call goes through the configured transport. */
export function api<T extends EndpointTable>(table: T): Calls<T> {
  const calls: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(table)) calls[name] = (...args) => (call as (e: Endpoint, ...rest: unknown[]) => Promise<unknown>)(endpoint, ...args);
  return calls as unknown as Calls<T>;
}
