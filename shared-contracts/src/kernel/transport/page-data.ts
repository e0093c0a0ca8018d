/**
 * Public API answers that arrived with the page (issue 17): the static server (tools/page-data.mjs) fetches a
 * route's `pageData` endpoints (shared-contracts ROUTES) for the company of the request's host and writes them into
 * the page as a JSON data block, so the first screen has them without a request after its code. The client answers
 * a call from here once per endpoint, after checking the answer against the endpoint's schema as it would a
 * network answer; every later call goes to the network.
 */

/** The id of the data block in the page. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** What the block holds: the company the answers were fetched for, and the answers by endpoint name. */
export interface PageDataBlock {
  company: string;
  answers: Record<string, unknown>;
}

export interface PageAnswers {
  /** The answer of `endpoint` for `company`, once; undefined when the page has none (or it was used). */
  take(endpoint: string, company: string): unknown;
}

function isBlock(value: unknown): value is PageDataBlock {
  if (typeof value !== 'object' || value === null) return false;
  const { company, answers } = value as Partial<PageDataBlock>;
  return typeof company === 'string' && typeof answers === 'object' && answers !== null && !Array.isArray(answers);
}

/** The answers of a block (parsed JSON); a block of another shape answers nothing. */
export function pageAnswersOf(block: unknown): PageAnswers {
  const parsed = isBlock(block) ? block : undefined;
  const taken = new Set<string>();
  return {
    take(endpoint, company) {
      if (!parsed || parsed.company !== company || taken.has(endpoint) || !Object.hasOwn(parsed.answers, endpoint)) return undefined;
      taken.add(endpoint);
      return parsed.answers[endpoint];
    },
  };
}

/** The answers the page was served with (`document` in a browser; nothing elsewhere or when unreadable). */
export function pageAnswersFromDocument(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): PageAnswers {
  let block: unknown;
  try {
    const text = doc?.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    block = text ? JSON.parse(text) : undefined;
  } catch {
    block = undefined;
  }
  return pageAnswersOf(block);
}
