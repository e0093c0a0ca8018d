import type { MediaArticle, MediaSummary } from '../../content/content-types';
import { SLUG, missingAsNull, once } from '../../content/once';

export const loadMediaArticle = (slug: string): Promise<MediaArticle | null> =>
  SLUG.test(slug) ? once(`media:${slug}`, () => import(`../../generated/media/${slug}.json`).then((m: { default: MediaArticle }) => m.default, missingAsNull)) : Promise.resolve(null);

export const loadMediaIndex = (): Promise<MediaSummary[]> => once('media-index', () => import('../../generated/media-index.json').then((m) => m.default as MediaSummary[]));
