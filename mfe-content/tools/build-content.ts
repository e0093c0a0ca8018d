// Turns the Markdown of content/ into the JSON the screens load (src/generated/), one file per page, question
// and article, so that each is its own lazy chunk and no Markdown parser ships to the browser.
// Run by `npm run build` (prebuild), `npm run content -w mfe-content`, and by tools/generated-content.mjs for the
// typecheck and jest when src/generated/ (built, not committed: decision 045) is missing or stale.
// Usage: npx tsx mfe-content/tools/build-content.ts
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FAQ_CATEGORIES, type FaqEntry, type FaqSummary, type FaqTeaser, type MediaArticle, type MediaSummary, type PageContent } from '../src/content/content-types';
import { CONTENT_FALLBACKS, CONTENT_VARIANTS, type ContentVariant } from 'shared-contracts';
import { parseFrontMatter } from './front-matter';
import { markdownToBlocks } from './markdown-tree';

export const PACKAGE_DIR = path.resolve(__dirname, '..');
export const CONTENT_DIR = path.join(PACKAGE_DIR, 'content');
export const GENERATED_DIR = path.join(PACKAGE_DIR, 'src', 'generated');

export interface SourceFile {
  kind: 'pages' | 'faq' | 'media';
  slug: string;
  /** a page written for one content variant (`<slug>.<variant>.md`, issue 18); unset: the page every variant reads unless it has its own */
  variant?: ContentVariant;
  file: string;
  data: Record<string, string | string[]>;
  body: string;
}

export function readSources(contentDir = CONTENT_DIR): SourceFile[] {
  const sources: SourceFile[] = [];
  for (const kind of ['pages', 'faq', 'media'] as const) {
    for (const name of readdirSync(path.join(contentDir, kind)).filter((n) => n.endsWith('.md')).sort()) {
      const file = `content/${kind}/${name}`;
      const [slug = '', variant, ...rest] = name.replace(/\.md$/, '').split('.');
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || rest.length) throw new Error(`${file}: file names are lower-case words joined by hyphens`);
      if (variant !== undefined && (kind !== 'pages' || !(CONTENT_VARIANTS as readonly string[]).includes(variant))) {
        throw new Error(`${file}: only pages have variants, one of ${CONTENT_VARIANTS.join(', ')}`);
      }
      const { data, body } = parseFrontMatter(readFileSync(path.join(contentDir, kind, name), 'utf8'), file);
      sources.push({ kind, slug, file, data, body, ...(variant ? { variant: variant as ContentVariant } : {}) });
    }
  }
  return sources;
}

function text(source: SourceFile, key: string): string {
  const value = source.data[key];
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${source.file}: front matter needs "${key}"`);
  return value;
}

function list(source: SourceFile, key: string): string[] {
  const value = source.data[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${source.file}: "${key}" must be a list`);
  return value;
}

const json = (value: unknown) => `${JSON.stringify(value)}\n`;

/** Every generated file, by its path under src/generated/, with its content. */
export function buildContent(sources = readSources()): Map<string, string> {
  const out = new Map<string, string>();
  const faqSources = sources.filter((s) => s.kind === 'faq');
  const faqs = new Map<string, FaqSummary & { order: number }>();
  for (const s of faqSources) {
    const category = text(s, 'category');
    if (!(FAQ_CATEGORIES as readonly string[]).includes(category)) throw new Error(`${s.file}: category "${category}" is not one of ${FAQ_CATEGORIES.join(', ')}`);
    faqs.set(s.slug, { slug: s.slug, question: text(s, 'question'), category, order: Number(s.data.order ?? 100) });
  }
  const summary = (slug: string, from: string): FaqSummary => {
    const f = faqs.get(slug);
    if (!f) throw new Error(`${from}: no FAQ named "${slug}"`);
    return { slug: f.slug, question: f.question, category: f.category };
  };

  const faqIndex = [...faqs.values()]
    .sort((a, b) => FAQ_CATEGORIES.indexOf(a.category as never) - FAQ_CATEGORIES.indexOf(b.category as never) || a.order - b.order || a.question.localeCompare(b.question))
    .map(({ slug, question, category }) => ({ slug, question, category }));
  out.set('faq-index.json', json(faqIndex));
  for (const s of faqSources) {
    const entry: FaqEntry = { ...summary(s.slug, s.file), description: text(s, 'description'), body: markdownToBlocks(s.body, s.file), related: list(s, 'related').map((r) => summary(r, s.file)) };
    out.set(`faq/${s.slug}.json`, json(entry));
  }

  const articles: MediaArticle[] = sources
    .filter((s) => s.kind === 'media')
    .map((s) => {
      const date = text(s, 'date');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${s.file}: date must be yyyy-MM-dd`);
      return { slug: s.slug, title: text(s, 'title'), description: text(s, 'description'), date, body: markdownToBlocks(s.body, s.file) };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  out.set('media-index.json', json(articles.map(({ slug, title, description, date }): MediaSummary => ({ slug, title, description, date }))));
  for (const a of articles) out.set(`media/${a.slug}.json`, json(a));

  const pageOf = (s: SourceFile): PageContent => {
    const layout = (s.data.layout ?? 'article') as PageContent['layout'];
    if (layout !== 'article' && layout !== 'accordion') throw new Error(`${s.file}: layout is article or accordion`);
    const body = markdownToBlocks(s.body, s.file);
    const teasers: FaqTeaser[] = list(s, 'teasers').map((slug) => {
      const faq = faqSources.find((f) => f.slug === slug);
      const first = faq && markdownToBlocks(faq.body, faq.file).find((b) => b.t === 'p');
      if (!first || first.t !== 'p') throw new Error(`${s.file}: teaser "${slug}" is not a FAQ with an answer`);
      return { ...summary(slug, s.file), answer: first.c };
    });
    return { route: text(s, 'route'), layout, body, teasers };
  };
  // pages/<route>.json is the page of the base file; pages/<route>.<variant>.json what each content variant reads:
  // its own page, else the next of its fallbacks (a job-ready variant falls back to its sector), else the base
  const pages = sources.filter((x) => x.kind === 'pages');
  for (const base of pages.filter((x) => !x.variant)) {
    const page = pageOf(base);
    out.set(`pages/${page.route}.json`, json(page));
    const own = pages.filter((x) => x.slug === base.slug && x.variant);
    for (const variant of CONTENT_VARIANTS) {
      const source = CONTENT_FALLBACKS[variant].map((v) => own.find((x) => x.variant === v)).find(Boolean) ?? base;
      const worded = pageOf(source);
      if (worded.route !== page.route) throw new Error(`${source.file}: route must be ${page.route}, as in ${base.file}`);
      out.set(`pages/${page.route}.${variant}.json`, json(worded));
    }
  }
  for (const orphan of pages.filter((x) => x.variant && !pages.some((b) => !b.variant && b.slug === x.slug))) {
    throw new Error(`${orphan.file}: a variant needs the page ${orphan.slug}.md`);
  }
  return out;
}

/** Writes src/generated/ afresh. */
export function writeContent(files = buildContent(), dir = GENERATED_DIR): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [name, content] of files) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
}

if (require.main === module) {
  const files = buildContent();
  writeContent(files);
  console.log(`content: ${files.size} files in ${path.relative(process.cwd(), GENERATED_DIR)}`);
}
