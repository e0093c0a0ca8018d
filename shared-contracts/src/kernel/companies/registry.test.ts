import { CARD_KINDS, LODGEMENT_OPTIONS, SITE_VALUES } from '../constants';
import { cardWording, COMPANY_IDS, FOUR_STEPS, HOME_TASKS, isCompanyId, PRICE_KEYS, THREE_STEPS, type Company } from './company';
import { COMPANIES, getCompany } from './registry';

describe('§1, §9 the company registry', () => {
  it('holds the 13 company values of the spec', () => {
    expect(COMPANY_IDS).toEqual(['msic', 'asic', 'auspost', 'chcheli', 'asset-asic', 'asset-msic', 'adg', 'sfc', 'bne', 'toll', 'spa', 'tasports', 'mwpa']);
    expect(Object.keys(COMPANIES).sort()).toEqual([...COMPANY_IDS].sort());
  });

  describe.each(COMPANY_IDS.map((id) => [id]))('%s', (id) => {
    const c = COMPANIES[id];
    it('has every field', () => {
      expect(c.id).toBe(id);
      expect(c.name.length).toBeGreaterThan(2);
      expect(c.cardTypes.length).toBeGreaterThan(0);
      c.cardTypes.forEach((t) => expect(CARD_KINDS).toContain(t));
      expect(c.lodgementOptions.length).toBeGreaterThan(0);
      c.lodgementOptions.forEach((o) => expect(LODGEMENT_OPTIONS).toContain(o));
      expect(SITE_VALUES).toContain(c.defaultSite);
      expect(c.supportPhone).toMatch(/^(1[38]00 975 70[7-9]|\(0[2378]\) 5550 \d{4})$/);
      expect(typeof c.paysOnline).toBe('boolean');
      expect(typeof c.inductionOnly).toBe('boolean');
      expect(typeof c.sponsored).toBe('boolean');
      if (c.sponsored) expect(['2', '4']).toContain(c.preferredSubtype);
      for (const key of PRICE_KEYS) {
        expect(c.prices[key].price).toBeGreaterThan(0);
        expect(c.prices[key].gst).toBe(Math.round(c.prices[key].price / 11));
        expect(c.prices.postal[key].price).toBeGreaterThanOrEqual(c.prices[key].price);
      }
      expect(c.prices.postOfficeFee).toBeGreaterThan(0);
      expect(typeof c.portVariant).toBe('boolean');
      expect(typeof c.postalService).toBe('boolean');
      if (c.portVariant) expect(c.prices.accessCard?.price).toBeGreaterThan(0);
      expect(c.theme.primary).toHaveLength(10);
      c.theme.primary.forEach((shade) => expect(shade).toMatch(/^#[0-9a-f]{6}$/));
      expect(c.theme.primary[c.theme.primaryShade]).toBeDefined();
      expect(c.theme.text).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.theme.background).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.theme.fontFamily).toMatch(/sans-serif$/);
      expect(c.theme.headingFontFamily).toMatch(/sans-serif$/);
      expect(c.theme.logoText.length).toBeGreaterThan(2);
      expect(c.theme.monogram).toMatch(/^[A-Z]{1,3}$/);
      expect(c.homeTasks.length).toBeGreaterThan(0);
      expect(new Set(c.homeTasks).size).toBe(c.homeTasks.length);
      c.homeTasks.forEach((t) => expect(HOME_TASKS).toContain(t));
    });

    it('every field the product reads is set (none undefined, including nested ones)', () => {
      const walk = (value: unknown, path: string): void => {
        expect([path, value]).not.toEqual([path, undefined]);
        if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
      };
      walk(c, id);
      // the keys of one complete entry (msic) are the keys of every entry: a new field is added to all of them
      const keysOf = (o: object): string[] => Object.keys(o).sort();
      expect(keysOf(c)).toEqual(keysOf(COMPANIES.msic));
      expect(keysOf(c.theme)).toEqual(keysOf(COMPANIES.msic.theme));
      expect(keysOf(c.views)).toEqual(keysOf(COMPANIES.msic.views));
    });

    it('§1 home tasks follow the variant: job-ready apply for the asset variants, induction enrolment for the port variants', () => {
      expect(c.homeTasks.includes('applyJobReady')).toBe(c.defaultSite === 4);
      expect(c.homeTasks.includes('apply')).toBe(c.defaultSite !== 4);
      expect(c.homeTasks.includes('inductionEnrolment')).toBe(c.inductionOnly);
      expect(c.homeTasks).toContain('track');
    });

    it('§2 has 4 steps, or 3 for the asset variants, with views to match', () => {
      const asset = id === 'asset-asic' || id === 'asset-msic';
      expect(c.steps).toEqual(asset ? THREE_STEPS : FOUR_STEPS);
      expect(c.views.step3).toBe(asset ? 'summary-payment' : id === 'spa' ? 'spa-employment' : 'card-and-employer');
      expect(c.views.step4).toBe(asset ? null : id === 'spa' ? 'spa-summary-payment' : 'summary-confirm');
      expect(c.views.enrolment).toBe(id === 'spa' ? 'port-authority' : 'standard');
      expect(c.views.player).toBe(id === 'spa' ? 'port-authority' : 'standard');
    });
  });

  it('§2 step names', () => {
    expect(FOUR_STEPS).toEqual(['Personal & Contact Details', 'Address History', 'MSIC/ASIC & Employer Details', 'Summary & Confirm']);
  });

  it('§1 spa and tasports are the port-authority induction variants', () => {
    expect(COMPANY_IDS.filter((id) => COMPANIES[id].inductionOnly)).toEqual(['spa', 'tasports']);
    expect(COMPANY_IDS.filter((id) => COMPANIES[id].portVariant)).toEqual(['spa', 'tasports']);
    expect(COMPANY_IDS.filter((id) => COMPANIES[id].prices.accessCard !== null)).toEqual(['spa', 'tasports']);
  });

  it('§9 Site 4 is the asset or job-ready variant; the asset-msic lodgement option belongs to them', () => {
    expect(COMPANY_IDS.filter((id) => COMPANIES[id].defaultSite === 4)).toEqual(['asset-asic', 'asset-msic']);
    expect(COMPANY_IDS.filter((id) => COMPANIES[id].lodgementOptions.includes('asset-msic'))).toEqual(['asset-asic', 'asset-msic']);
  });

  it('§2 card wording: MSIC, ASIC or both, Job Ready for the asset variants', () => {
    const wording = Object.fromEntries(COMPANY_IDS.map((id) => [id, cardWording(COMPANIES[id])]));
    expect(wording).toEqual({
      msic: 'MSIC',
      asic: 'ASIC',
      auspost: 'MSIC or ASIC',
      chcheli: 'MSIC or ASIC',
      'asset-asic': 'Job Ready ASIC',
      'asset-msic': 'Job Ready MSIC',
      adg: 'MSIC',
      sfc: 'MSIC',
      bne: 'ASIC',
      toll: 'MSIC or ASIC',
      spa: 'MSIC',
      tasports: 'MSIC',
      mwpa: 'MSIC',
    });
    const fourteenth: Pick<Company, 'cardTypes' | 'defaultSite'> = { cardTypes: ['ASIC', 'MSIC'], defaultSite: 0 };
    expect(cardWording(fourteenth)).toBe('ASIC or MSIC');
  });

  it('§9 only auspost is a postal-service company', () => {
    expect(COMPANY_IDS.filter((id) => COMPANIES[id].postalService)).toEqual(['auspost']);
    expect(COMPANIES.auspost.lodgementOptions).toEqual(['auspost']);
  });

  it('getCompany falls back to msic for an unknown value', () => {
    expect(getCompany('toll').name).toBe('Toll Group card services');
    expect(getCompany('nope').id).toBe('msic');
    expect(getCompany(undefined).id).toBe('msic');
    expect(isCompanyId('tasports')).toBe(true);
    expect(isCompanyId('TASPORTS')).toBe(false);
  });
});
