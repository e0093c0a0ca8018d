import { apiSettings } from 'shared-contracts';
import type { ApiClientOptions } from 'shared-contracts/api';
import { loadOnce } from 'ui-kit';

/**
 * The API layer (the endpoint table, the schemas, zod: about 22 KB gzipped), loaded once, when the first answer of a
 * screen has arrived and must be checked (issue 17, docs/decisions/061): a wrong or old link, refused by the API,
 * goes to the 404 page or says so without it. A failed load is forgotten, so that the next attempt loads again.
 */
export const loadApiLayer = loadOnce(() => import('shared-contracts/api'));

/** The API layer could not be loaded to check an answer: the screen throws it to the host's retry panel. */
export class CheckUnavailable extends Error {
  override readonly name = 'CheckUnavailable';
  constructor(cause: unknown) {
    super('The code that checks the answer could not be loaded', { cause });
  }
}

/** The API layer to check answers with; CheckUnavailable when it cannot be loaded. */
export async function checkingLayer(): Promise<typeof import('shared-contracts/api')> {
  try {
    return await loadApiLayer();
  } catch (cause) {
    throw new CheckUnavailable(cause);
  }
}

/** The options the shell configured the API client with (light reads send what the client sends). */
export function readOptions(): ApiClientOptions {
  const { options } = apiSettings();
  if (!options) throw new Error('The API client is not configured: the shell (or a standalone remote in its bootstrap) must call configureApi({...}) before any API call.');
  return options;
}
