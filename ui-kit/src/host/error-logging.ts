let installed = false;

export interface ClientErrorReport {
  message: string;
  stackTrace?: string;
  cause?: string;
}

/**
 * Sends one client error to POST /api/logger (spec §7), except one whose message contains "status -1" (a request
 * that never reached the server: logging it would fail the same way). The API entry of shared-contracts is
 * loaded only now, so that pages that log nothing never download it. Never throws.
 */
export async function logClientError({ message, stackTrace = '', cause = '' }: ClientErrorReport): Promise<void> {
  if (message.includes('status -1')) return;
  try {
    const { getApi } = await import('shared-contracts/api');
    await getApi().call('logClientError', {
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
