import type { FaqEntry, FaqSummary } from '../../content/content-types';
import { SLUG, missingAsNull, once } from '../../content/once';

/** One question of content/faq/ (its own chunk); null when there is no such question. */
export const loadFaq = (slug: string): Promise<FaqEntry | null> =>
  SLUG.test(slug) ? once(`faq:${slug}`, () => import(`../../generated/faq/${slug}.json`).then((m: { default: FaqEntry }) => m.default, missingAsNull)) : Promise.resolve(null);

/** The list of questions for /faq. */
export const loadFaqIndex = (): Promise<FaqSummary[]> => once('faq-index', () => import('../../generated/faq-index.json').then((m) => m.default as FaqSummary[]));
