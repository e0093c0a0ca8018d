import { getApi } from 'shared-contracts';

let installed = false;

function describe(reason: unknown): { message: string; stackTrace: string; cause: string } {
  if (reason instanceof Error) {
    return { message: reason.message, stackTrace: reason.stack ?? '', cause: reason.cause === undefined ? '' : String(reason.cause) };
  }
  return { message: String(reason), stackTrace: '', cause: '' };
}

/**
 * Sends uncaught client exceptions to POST /api/logger (spec §7), except those whose message contains
 * "status -1" (a request that never reached the server: logging it would fail the same way).
 */
export function installErrorLogging(): void {
  if (installed) return;
  installed = true;
  const send = (reason: unknown) => {
    const { message, stackTrace, cause } = describe(reason);
    if (message.includes('status -1')) return;
    try {
      void getApi()
        .call('logClientError', { body: { url: window.location.href, message: message.slice(0, 2000), type: 'exception', stackTrace: stackTrace.slice(0, 8000), cause: cause.slice(0, 2000) } })
        .catch(() => undefined);
    } catch {
      // the API client is not configured yet: nothing to log to
    }
  };
  window.addEventListener('error', (event) => send(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => send(event.reason));
}
