import { ACCESS_CARD_ID } from 'shared-contracts';
import { computeSummaryPrice } from './summary-price';
import { priceBreakdown } from './price-lines';
import { COMPANIES } from 'shared-contracts';

// Issue 18: the port access card is its own price line; the lines add up to the price of spec §9.
describe('price breakdown (issue 18, spec §9)', () => {
  it('a direct MSIC applicant, 4 years, paying online: one line of $355', () => {
    const b = priceBreakdown(COMPANIES.msic, { Appsubtype: '4', Apptype: 'S', ExtraData: { lodgementOption: 'inperson' } });
    expect(b.lines).toEqual([{ description: 'MSIC application, 4-year card', amount: 35_500 }]);
    expect(b.total).toBe(35_500);
    expect(b.gst).toBe(3_227);
  });

  it('the port variant shows the access card on its own line when the applicant takes it', () => {
    const taken = priceBreakdown(COMPANIES.spa, { Appsubtype: '2', AccessCardId: ACCESS_CARD_ID });
    expect(taken.lines).toEqual([
      { description: 'MSIC application, 2-year card', amount: 27_000 },
      { description: 'Port access card', amount: 5_500 },
    ]);
    expect(taken.total).toBe(32_500);
    const notTaken = priceBreakdown(COMPANIES.spa, { Appsubtype: '2' });
    expect(notTaken.lines).toEqual([{ description: 'MSIC application, 2-year card', amount: 27_000 }]);
  });

  it('lodged at a post office: the fee is its own line and the lines add up to the total', () => {
    const draft = { Appsubtype: '4', ExtraData: { lodgementOption: 'auspost' } } as const;
    const b = priceBreakdown(COMPANIES.msic, draft);
    expect(b.lines.map((l) => l.description)).toEqual(['MSIC application, 4-year card', 'Australia Post lodgement fee']);
    expect(b.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(computeSummaryPrice(COMPANIES.msic, draft).total);
    // issue 39: the card costs what it costs in person, the fee is the only difference, and the GST is both lines'
    expect(b.lines).toEqual([
      { description: 'MSIC application, 4-year card', amount: 35_500 },
      { description: 'Australia Post lodgement fee', amount: 2_000 },
    ]);
    expect(b.total).toBe(37_500);
    expect(b.gst).toBe(3_227 + 182);
  });

  it('names the card chosen on a site of both cards', () => {
    expect(priceBreakdown(COMPANIES.toll, { Appsubtype: '2', _cardType: 'ASIC' }).lines[0]!.description).toBe('ASIC application, 2-year card');
  });
});
