let installed = false;

export interface ClientErrorReport {
  message: string;
  stackTrace?: string;
  cause?: string;
}

// "status -1" never reached the server, and logging it would fail the same way; the content domain is loaded only
// when an error happens, so that no page that logs nothing downloads its schemas and zod
export async function logClientError({ message, stackTrace = '', cause = '' }: ClientErrorReport): Promise<void> {
  if (message.includes('status -1')) return;
  try {
    const { contentApi } = await import('shared-contracts/content');
    await contentApi.logClientError({
      body: { url: window.location.href, message: message.slice(0, 2000), type: 'exception', stackTrace: stackTrace.slice(0, 8000), cause: cause.slice(0, 2000) },
    });
  } catch {
    // nothing more to do with an error report
  }
}

function describe(reason: unknown): ClientErrorReport {
  if (reason instanceof Error) {
    return { message: reason.message, stackTrace: reason.stack ?? '', cause: reason.cause === undefined ? '' : String(reason.cause) };
  }
  return { message: String(reason) };
}

export function installErrorLogging(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => void logClientError(describe(event.error ?? event.message)));
  window.addEventListener('unhandledrejection', (event) => void logClientError(describe(event.reason)));
}
