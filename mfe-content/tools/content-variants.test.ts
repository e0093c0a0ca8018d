// Issue 18 "wording per card type": each company reads the content written for its cards. The ASIC-only companies
// (asic, asset-asic, bne) never read about maritime security zones nor "MSIC"; the MSIC-only ones read about
// maritime security zones; the job-ready companies are never offered a renewal nor an operational-need step.
import { COMPANIES, contentVariant, routeMeta, type CompanyId } from 'shared-contracts';
import type { Block, Inline, PageContent } from '../src/content/content-types';
import { buildContent } from './build-content';

// marked ships ES modules only (plus a UMD build), which jest's CommonJS sandbox cannot require: use the UMD
jest.mock('marked', () => jest.requireActual(require.resolve('marked').replace(/marked\.esm\.js$/, 'marked.umd.js')));

const files = buildContent();
const page = (route: string, id: CompanyId): PageContent => JSON.parse(files.get(`pages/${route}.${contentVariant(COMPANIES[id])}.json`) ?? 'null') as PageContent;

/** The words a reader sees: link targets (such as /track-msic) are addresses, not words. */
const inlineText = (inline: Inline[]): string =>
  inline.map((i) => (typeof i === 'string' ? i : 'c' in i ? inlineText(i.c) : 'v' in i ? i.v : ' ')).join('');
const blockText = (blocks: Block[]): string =>
  blocks
    .map((b) => (b.t === 'h' || b.t === 'p' ? inlineText(b.c) : b.t === 'list' ? b.items.map(blockText).join('\n') : b.t === 'quote' ? blockText(b.c) : ''))
    .join('\n');
const words = (route: string, id: CompanyId): string => {
  const p = page(route, id);
  return [blockText(p.body), ...p.teasers.map((t) => `${t.question} ${inlineText(t.answer)}`)].join('\n');
};

describe('content written for each card type (issue 18)', () => {
  it.each<CompanyId>(['asic', 'asset-asic', 'bne'])('%s: home and apply speak of aviation, never of maritime security zones or the MSIC', (id) => {
    for (const route of ['home', 'apply']) {
      const text = words(route, id);
      expect(text).not.toMatch(/maritime|\bMSIC\b|\bports?\b/i);
      expect(text).toMatch(/airport/i);
    }
    expect(routeMeta('home', COMPANIES[id]).title).not.toMatch(/MSIC/);
  });

  it.each<CompanyId>(['msic', 'spa', 'tasports', 'asset-msic'])('%s: the home page speaks of maritime security zones', (id) => {
    expect(words('home', id)).toMatch(/maritime security zones/);
    expect(words('home', id)).not.toMatch(/airport/i);
  });

  it.each<CompanyId>(['auspost', 'toll', 'chcheli'])('%s: both cards, each for its own places', (id) => {
    const text = words('home', id);
    expect(text).toMatch(/maritime security zones/);
    expect(text).toMatch(/security controlled airport/);
  });

  it.each<CompanyId>(['asset-msic', 'asset-asic'])('%s (job ready): no renewal offered, no operational-need step', (id) => {
    expect(COMPANIES[id].homeTasks).not.toContain('renew');
    for (const route of ['home', 'apply']) {
      const text = words(route, id);
      expect(text).not.toMatch(/renew/i);
      // the steps and what to prepare (the page itself; a teaser may say the card needs no operational need)
      expect(blockText(page(route, id).body)).not.toMatch(/operational need/i);
      expect(JSON.stringify(page(route, id).body)).not.toMatch(/"\/renew"/);
    }
  });

  it('a page without a variant of its own reads the same for every company', () => {
    expect(files.get('pages/privacy.aviation.json')).toBe(files.get('pages/privacy.json'));
    expect(files.get('pages/home.maritime.json')).toBe(files.get('pages/home.json'));
  });
});
