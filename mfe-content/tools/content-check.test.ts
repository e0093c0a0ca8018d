import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, ROUTE_IDS, matchRoutePath } from './route-paths';
import { GENERATED_DIR, buildContent, readSources } from './build-content';
import { linksOf, markdownToBlocks, textOf } from './markdown-tree';
import { INFORMATION_ROUTES } from '../src/features/pages/information-routes';
import type { FaqEntry, MediaArticle, PageContent } from '../src/content/content-types';

// marked ships ES modules only (plus a UMD build), which jest's CommonJS sandbox cannot require: use the UMD
jest.mock('marked', () => jest.requireActual(require.resolve('marked').replace(/marked\.esm\.js$/, 'marked.umd.js')));

/** Words and marks that only placeholder or unfinished text contains. */
const PLACEHOLDER = /\b(lorem|ipsum|dolor sit|placeholder|todo|tbd|tbc|fixme|xxx+|coming soon|insert [a-z]+ here|sample text|dummy)\b|\?\?\?|\[\s*\]|\{\{|\}\}/i;

const sources = readSources();
const files = buildContent(sources);
const parsed = (name: string) => JSON.parse(files.get(name)!) as unknown;
const faqSlugs = new Set(sources.filter((s) => s.kind === 'faq').map((s) => s.slug));
const mediaSlugs = new Set(sources.filter((s) => s.kind === 'media').map((s) => s.slug));

/** An internal link resolves when it names a route of spec §2 with an existing question or article. */
function resolves(href: string): boolean {
  const url = new URL(href, 'http://site.test');
  const question = /^\/question\/([^/]+)$/.exec(url.pathname);
  if (question) return faqSlugs.has(question[1]!);
  const article = /^\/media\/([^/]+)$/.exec(url.pathname);
  if (article) return mediaSlugs.has(article[1]!);
  const id = matchRoutePath(url.pathname);
  return id !== undefined && id !== 'catchAll' && id !== 'notFound' && id !== 'page404';
}

describe('the content of the site (content/**/*.md)', () => {
  it('has about 30 FAQ topics and about 20 media articles (spec §2)', () => {
    expect(faqSlugs.size).toBeGreaterThanOrEqual(28);
    expect(mediaSlugs.size).toBeGreaterThanOrEqual(18);
  });

  it('has a page for every information route, and for home, contact, company accounts and forms', () => {
    for (const id of [...INFORMATION_ROUTES, 'home', 'contactUs', 'companyAccounts', 'forms']) expect(files.has(`pages/${id}.json`)).toBe(true);
    for (const name of files.keys()) {
      const route = /^pages\/([^.]+)(\.[a-z-]+)?\.json$/.exec(name)?.[1];
      if (route) expect(ROUTE_IDS).toContain(route);
    }
  });

  it.each(sources.map((s) => [s.file, s] as const))('%s contains no placeholder text', (_file, source) => {
    const text = [textOf(markdownToBlocks(source.body, source.file)), ...Object.values(source.data).flat()].join('\n');
    expect(text).not.toMatch(PLACEHOLDER);
    expect(text.trim().length).toBeGreaterThan(150);
  });

  it.each(sources.map((s) => [s.file, s] as const))('%s links only to pages that exist', (_file, source) => {
    const broken = linksOf(markdownToBlocks(source.body, source.file)).filter((href) => href.startsWith('/') && !resolves(href));
    expect(broken).toEqual([]);
    const external = linksOf(markdownToBlocks(source.body, source.file)).filter((href) => !href.startsWith('/'));
    for (const href of external) expect(href).toMatch(/^https:\/\//);
  });

  it('the FAQ teasers of /apply are three questions that exist (spec §2)', () => {
    const apply = parsed('pages/apply.json') as PageContent;
    expect(apply.teasers).toHaveLength(3);
    for (const t of apply.teasers) expect(faqSlugs.has(t.slug)).toBe(true);
  });

  it('/replace is an accordion (spec §2)', () => {
    expect((parsed('pages/replace.json') as PageContent).layout).toBe('accordion');
  });

  it('every question and article has its own title and description, and related questions exist', () => {
    for (const slug of faqSlugs) {
      const entry = parsed(`faq/${slug}.json`) as FaqEntry;
      expect(entry.question.endsWith('?')).toBe(true);
      expect(entry.description.length).toBeGreaterThan(30);
      for (const r of entry.related) expect(faqSlugs.has(r.slug)).toBe(true);
    }
    for (const slug of mediaSlugs) {
      const article = parsed(`media/${slug}.json`) as MediaArticle;
      expect(article.title.length).toBeGreaterThan(10);
      expect(article.description.length).toBeGreaterThan(30);
    }
  });

  it('the sample question of the e2e route samples exists', () => {
    expect(faqSlugs.has('what-is-an-msic')).toBe(true);
  });

  it('src/generated/ is what tools/build-content.ts makes from content/ (jest global setup makes it when missing or stale)', () => {
    for (const [name, content] of files) {
      const file = path.join(GENERATED_DIR, name);
      expect(existsSync(file) ? readFileSync(file, 'utf8') : `missing ${name}`).toBe(content);
    }
  });
});

describe('the broken-link check itself', () => {
  it('accepts routes of the table and refuses unknown paths, questions and articles', () => {
    expect(resolves(ROUTES.privacy.path)).toBe(true);
    expect(resolves('/apply/form/step1?job_ready=1')).toBe(true);
    expect(resolves('/question/what-is-an-msic')).toBe(true);
    expect(resolves('/question/no-such-question')).toBe(false);
    expect(resolves('/media/no-such-article')).toBe(false);
    expect(resolves('/no-such-page')).toBe(false);
  });

  it('finds placeholder text', () => {
    for (const text of ['Lorem ipsum dolor sit amet', 'TODO: write this', 'Content coming soon', 'Call us on ???']) expect(text).toMatch(PLACEHOLDER);
    expect('Bring your original documents.').not.toMatch(PLACEHOLDER);
  });
});
