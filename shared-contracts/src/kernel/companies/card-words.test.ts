import { COMPANIES } from './registry';
import { cardSector, cardWords, contentVariant, withArticle } from './card-words';
import { routeMeta } from './route-meta';
import type { CompanyId } from './company';

// Issue 18 "wording per card type": aviation for the ASIC-only variants, maritime for the MSIC-only ones, both
// where both cards apply; the job-ready variants read their own content.
describe('issue 39: the indefinite article is the one said aloud', () => {
  it.each([
    ['ASIC', 'an ASIC'],
    ['MSIC', 'an MSIC'],
    ['MSIC or ASIC', 'an MSIC or ASIC'],
    ['blue MSIC', 'a blue MSIC'],
    ['white ASIC', 'a white ASIC'],
    ['Job Ready ASIC', 'a Job Ready ASIC'],
    ['ASIC based on a current ASIC', 'an ASIC based on a current ASIC'],
  ])('%s → %s', (phrase, said) => expect(withArticle(phrase)).toBe(said));
});

describe('the card wording of each company (issue 18)', () => {
  it.each<[CompanyId, string, string]>([
    ['msic', 'maritime', 'maritime'],
    ['asic', 'aviation', 'aviation'],
    ['asset-asic', 'aviation', 'job-ready-aviation'],
    ['bne', 'aviation', 'aviation'],
    ['asset-msic', 'maritime', 'job-ready-maritime'],
    ['auspost', 'both', 'both'],
    ['chcheli', 'both', 'both'],
    ['toll', 'both', 'both'],
    ['spa', 'maritime', 'maritime'],
    ['tasports', 'maritime', 'maritime'],
  ])('%s is %s and reads the %s content', (id, sector, variant) => {
    expect(cardSector(COMPANIES[id])).toBe(sector);
    expect(contentVariant(COMPANIES[id])).toBe(variant);
  });

  it.each<CompanyId>(['asic', 'asset-asic', 'bne'])('%s titles and words never say MSIC nor maritime', (id) => {
    const words = cardWords(COMPANIES[id]);
    expect(`${words.cards} ${words.cardName} ${words.zones} ${words.industry}`).not.toMatch(/\bMSIC\b|maritime|\bports?\b/i);
    for (const route of ['home', 'apply', 'renew', 'newForm', 'track', 'status'] as const) {
      const meta = routeMeta(route, COMPANIES[id]);
      expect(`${meta.title} ${meta.description}`).not.toMatch(/\bMSIC\b|maritime|\bports?\b/i);
    }
  });

  it('the home title names the company\'s cards and the right article', () => {
    expect(routeMeta('home', COMPANIES.asic).title).toBe('ASIC cards: apply, renew and track online');
    expect(routeMeta('home', COMPANIES.msic).title).toBe('MSIC cards: apply, renew and track online');
    expect(routeMeta('apply', COMPANIES.toll).title).toBe('Apply for an MSIC or ASIC');
    expect(routeMeta('apply', COMPANIES['asset-asic']).title).toBe('Apply for a Job Ready ASIC');
    expect(routeMeta('faq', COMPANIES.asic).title).toBe('Frequently asked questions');
  });

  it('maritime sites speak of maritime security zones', () => {
    expect(cardWords(COMPANIES.msic).zones).toMatch(/maritime security zones/);
    expect(routeMeta('home', COMPANIES.spa).description).toMatch(/ports/);
  });
});
