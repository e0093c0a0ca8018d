import { apiSettings, createTransport, type Calls, type Endpoint, type EndpointTable, type Transport } from 'shared-contracts';

let made: { transport: Transport; version: number } | undefined;

/**
 * The transport of the staff console's calls: the one transport (the kernel's `createTransport`) with the settings the
 * host configured (base, company headers, origin rules; `staffSession` calls go with the browser's cookies and never
 * with the bearer token), but a 401 of a staff call is the console's business (its sign-in form), not the
 * applicant's: only the maintenance event (503) reaches the host's handler, which would otherwise end an applicant
 * session open in the same browser (decision 053). Made again when the host configures the API again.
 */
export function staffTransport(): Transport {
  const { options, version } = apiSettings();
  if (!options) throw new Error('The API is not configured: the host calls configureApi({...}) at start-up.');
  if (!made || made.version !== version) {
    const onEvent = options.onEvent;
    made = { transport: createTransport({ ...options, ...(onEvent ? { onEvent: (event) => (event.type === 'maintenance' ? onEvent(event) : undefined) } : {}) }), version };
  }
  return made.transport;
}

/** A table's typed calls through the staff transport, as `api(table)` makes them through the host's. */
export function staffCalls<T extends EndpointTable>(table: T): Calls<T> {
  const calls: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(table)) calls[name] = (...args) => (staffTransport().call as (e: Endpoint, ...rest: unknown[]) => Promise<unknown>)(endpoint, ...args);
  return calls as unknown as Calls<T>;
}
