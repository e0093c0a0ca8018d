import type { FaqEntry, FaqSummary } from '../../content/content-types';
import { SLUG, missingAsNull, once } from '../../content/once';

export const loadFaq = (slug: string): Promise<FaqEntry | null> =>
  SLUG.test(slug) ? once(`faq:${slug}`, () => import(`../../generated/faq/${slug}.json`).then((m: { default: FaqEntry }) => m.default, missingAsNull)) : Promise.resolve(null);

export const loadFaqIndex = (): Promise<FaqSummary[]> => once('faq-index', () => import('../../generated/faq-index.json').then((m) => m.default as FaqSummary[]));
