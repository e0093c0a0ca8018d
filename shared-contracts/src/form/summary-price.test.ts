import { COMPANIES } from 'shared-contracts';
import { formatCents } from 'shared-contracts';
import { computeSummaryPrice, paysOnlineNow, priceKeyFor, usesPostalPrices } from './summary-price';

describe('§9 "The price shown is total less GST (and less the fee for auspost)"', () => {
  it.each([
    ['msic, 2-year MSIC ($270 incl GST)', 'msic', { Appsubtype: '2' }, { price: 24_545, gst: 2_455, total: 27_000 }],
    ['msic, 4-year (other-year)', 'msic', { Appsubtype: '4' }, { price: 32_273, gst: 3_227, total: 35_500 }],
    ['msic, white card (other-year)', 'msic', { Appsubtype: 'W' }, { price: 32_273, gst: 3_227, total: 35_500 }],
    ['msic, job ready (Site 4)', 'msic', { Site: 4, Appsubtype: '2' }, { price: 17_727, gst: 1_773, total: 19_500 }],
    ['msic, provisional', 'msic', { Appsubtype: '2', ExtraData: { Provisional: true } }, { price: 13_182, gst: 1_318, total: 14_500 }],
    ['msic, based on a current ASIC', 'msic', { Apptype: 'A', Appsubtype: '2' }, { price: 15_000, gst: 1_500, total: 16_500 }],
    ['asic, 2-year', 'asic', { Appsubtype: '2' }, { price: 25_909, gst: 2_591, total: 28_500 }],
    ['toll, corporate 4-year', 'toll', { Appsubtype: '4' }, { price: 30_000, gst: 3_000, total: 33_000 }],
    [
      'auspost: postal variant, less the post office fee',
      'auspost',
      { Appsubtype: '2' },
      { price: 24_545, gst: 2_455, total: 29_000, postOfficeFee: 2_000 },
    ],
    [
      'msic with the auspost lodgement option: the in-person price and GST, plus the $20 fee',
      'msic',
      { Appsubtype: '2', ExtraData: { lodgementOption: 'auspost' } },
      { price: 24_545, gst: 2_455, total: 29_000, postOfficeFee: 2_000 },
    ],
    [
      'issue 39: msic 4 years at a post office is $355 in person plus the $20 fee, $375',
      'msic',
      { Appsubtype: '4', ExtraData: { lodgementOption: 'auspost' } },
      { price: 32_273, gst: 3_227, total: 37_500, postOfficeFee: 2_000 },
    ],
    ['spa with the access card (AccessCardId 19)', 'spa', { Appsubtype: '2', AccessCardId: 19 }, { price: 29_545, gst: 2_955, total: 32_500 }],
    ['spa without the access card: access card deducted', 'spa', { Appsubtype: '2' }, { price: 29_545 - 5_000, gst: 2_955 - 500, total: 32_500 - 5_500 }],
    ['tasports without the access card', 'tasports', { Appsubtype: '4', AccessCardId: null }, { price: 41_000 - 3_727 - 5_000, gst: 3_727 - 500, total: 41_000 - 5_500 }],
  ] as const)('%s', (_, company, draft, expected) => {
    expect(computeSummaryPrice(COMPANIES[company], draft)).toEqual(expected);
  });

  it('price + gst (+ fee) = total', () => {
    for (const company of Object.values(COMPANIES)) {
      for (const draft of [{ Appsubtype: '2' as const }, { Appsubtype: '4' as const, ExtraData: { lodgementOption: 'auspost' as const } }]) {
        const p = computeSummaryPrice(company, draft);
        expect(p.price + p.gst + (p.postOfficeFee ?? 0)).toBe(p.total);
      }
    }
  });

  it('the postal prices follow the registry (postalService) and the auspost lodgement option', () => {
    expect(usesPostalPrices(COMPANIES.auspost, {})).toBe(true);
    expect(usesPostalPrices(COMPANIES.msic, {})).toBe(false);
    expect(usesPostalPrices(COMPANIES.msic, { ExtraData: { lodgementOption: 'auspost' } })).toBe(true);
    expect(usesPostalPrices(COMPANIES.msic, { ExtraData: { lodgementOption: 'inperson' } })).toBe(false);
    // a fourteenth postal-service company is one registry flag, not a new id comparison
    expect(usesPostalPrices({ ...COMPANIES.toll, postalService: true }, {})).toBe(true);
  });

  it('pays online in the wizard: a company that takes card payments, unless lodged at a post office', () => {
    expect(paysOnlineNow(COMPANIES.msic, { ExtraData: { lodgementOption: 'inperson' } })).toBe(true);
    expect(paysOnlineNow(COMPANIES.msic, { ExtraData: { lodgementOption: 'auspost' } })).toBe(false);
    expect(paysOnlineNow(COMPANIES['asset-msic'], { ExtraData: { lodgementOption: 'asset-msic' } })).toBe(true);
    expect(paysOnlineNow(COMPANIES.toll, {})).toBe(false);
    expect(paysOnlineNow(COMPANIES.auspost, { ExtraData: { lodgementOption: 'auspost' } })).toBe(false);
  });

  it('picks the price key', () => {
    expect(priceKeyFor({ Site: 4, ExtraData: { Provisional: true } })).toBe('jobReady');
    expect(priceKeyFor({ Apptype: 'A', ExtraData: { Provisional: true } })).toBe('provisional');
    expect(priceKeyFor({})).toBe('otherYear');
  });

  it('formats cents', () => {
    expect(formatCents(27_000)).toBe('$270.00');
    expect(formatCents(24_545)).toBe('$245.45');
    expect(formatCents(123_456_7)).toBe('$12,345.67');
    // grouped as en-AU groups, without loading the locale (decision 048)
    for (const cents of [0, 5, 99_999, 100_000, 123_456_789, -2_500_000]) expect(formatCents(cents)).toBe(`${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100).toLocaleString('en-AU')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`);
  });
});
