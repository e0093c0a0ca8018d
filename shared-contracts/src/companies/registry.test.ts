import { CARD_KINDS, LODGEMENT_OPTIONS, SITE_VALUES } from '../constants';
import { COMPANY_IDS, FOUR_STEPS, isCompanyId, PRICE_KEYS, THREE_STEPS } from './company';
import { COMPANIES, getCompany, stepCount } from './registry';

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
      expect(c.theme.primary).toHaveLength(10);
      expect(c.theme.logoText.length).toBeGreaterThan(2);
    });

    it('§2 has 4 steps, or 3 for the asset variants, with views to match', () => {
      const asset = id === 'asset-asic' || id === 'asset-msic';
      expect(stepCount(c)).toBe(asset ? 3 : 4);
      expect(c.steps).toEqual(asset ? THREE_STEPS : FOUR_STEPS);
      expect(c.views.step3).toBe(asset ? 'summary-payment' : id === 'spa' ? 'spa-employment' : 'card-and-employer');
      expect(c.views.step4).toBe(asset ? null : id === 'spa' ? 'spa-summary-payment' : 'summary-confirm');
      expect(c.views.enrolment).toBe(id === 'spa' ? 'spa' : 'standard');
      expect(c.views.player).toBe(id === 'spa' ? 'spa' : 'standard');
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

  it('getCompany falls back to msic for an unknown value', () => {
    expect(getCompany('toll').name).toBe('Toll Group card services');
    expect(getCompany('nope').id).toBe('msic');
    expect(getCompany(undefined).id).toBe('msic');
    expect(isCompanyId('tasports')).toBe(true);
    expect(isCompanyId('TASPORTS')).toBe(false);
  });
});
