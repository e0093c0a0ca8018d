// Public answers the static server (tools/page-data-block.mjs) wrote into the page for a route's `pageData`: the client
// answers a call from here once per endpoint, checked as a network answer; every later call goes to the network.

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageDataBlock {
  company: string;
  answers: Record<string, unknown>;
}

export interface PageAnswers {
  take(endpoint: string, company: string): unknown;
}

function isBlock(value: unknown): value is PageDataBlock {
  if (typeof value !== 'object' || value === null) return false;
  const { company, answers } = value as Partial<PageDataBlock>;
  return typeof company === 'string' && typeof answers === 'object' && answers !== null && !Array.isArray(answers);
}

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
