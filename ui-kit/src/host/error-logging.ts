let installed = false;

export interface ClientErrorReport {
  message: string;
  stackTrace?: string;
  cause?: string;
}

/**
 * Sends one client error to POST /api/logger (spec §7), except one whose message contains "status -1" (a request
 * that never reached the server: logging it would fail the same way). The call is the content domain's
 * (`contentApi.logClientError`, its body checked by its schema like any call); the host loads that domain only when an
 * error happens, so that no page that logs nothing downloads its schemas and zod. Never throws.
 */
export async function logClientError({ message, stackTrace = '', cause = '' }: ClientErrorReport): Promise<void> {
  if (message.includes('status -1')) return;
  try {
    const { contentApi } = await import('shared-contracts/content');
    await contentApi.logClientError({
      body: { url: window.location.href, message: message.slice(0, 2000), type: 'exception', stackTrace: stackTrace.slice(0, 8000), cause: cause.slice(0, 2000) },
    });
  } catch {
    // no API, or the API refused: nothing more to do with an error report
  }
}

function describe(reason: unknown): ClientErrorReport {
  if (reason instanceof Error) {
    return { message: reason.message, stackTrace: reason.stack ?? '', cause: reason.cause === undefined ? '' : String(reason.cause) };
  }
  return { message: String(reason) };
}

/** Logs uncaught client exceptions and unhandled rejections to the server. */
export function installErrorLogging(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => void logClientError(describe(event.error ?? event.message)));
  window.addEventListener('unhandledrejection', (event) => void logClientError(describe(event.reason)));
}
