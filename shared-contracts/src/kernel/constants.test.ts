import * as C from './constants';
import { sortIssuingBodies } from './constants';

describe('§9 business constants and limits', () => {
  it.each([
    ['Verification resend countdown: 30 seconds', C.VERIFICATION_RESEND_SECONDS, 30],
    ['Idle 2 s', C.IDLE_START_SECONDS, 2],
    ['then timeout 1800 s', C.IDLE_TIMEOUT_SECONDS, 1800],
    ['Audio-ready timeout 10,000 ms', C.AUDIO_READY_TIMEOUT_MS, 10_000],
    ['polled every 500 ms', C.AUDIO_READY_POLL_MS, 500],
    ['slide check every 100 ms', C.SLIDE_PROGRESS_CHECK_MS, 100],
    ['Failed-save threshold for the connection modal: 3', C.FAILED_SAVE_THRESHOLD, 3],
    ['Address history needed: 10 years', C.ADDRESS_HISTORY_YEARS, 10],
    ['maximum addresses kept: 2', C.MAX_ADDRESSES, 2],
    ['Minimum occupation words: 10', C.MIN_OCCUPATION_WORDS, 10],
    ['Age threshold: 18', C.ADULT_AGE, 18],
    ['Birth-date picker starts 13 years back', C.BIRTH_DATE_PICKER_START_YEARS_BACK, 13],
    ['expiry end date is 4 years ahead', C.EXPIRY_END_YEARS_AHEAD, 4],
    ['default selector range 50 years', C.DEFAULT_SELECTOR_RANGE_YEARS, 50],
    ['Typeahead: minimum 2 characters', C.TYPEAHEAD_MIN_CHARS, 2],
    ['limit 5 results', C.TYPEAHEAD_LIMIT, 5],
    ['AccessCardId 19', C.ACCESS_CARD_ID, 19],
    ['Card pickup is assumed 30 days after dispatch', C.CARD_PICKUP_DAYS, 30],
    ['Signature minimum extent 50 px', C.SIGNATURE_MIN_EXTENT_PX, 50],
    ['tracking number offset 1500', C.TRACKING_NUMBER_OFFSET, 1500],
  ])('%s', (_, actual, expected) => expect(actual).toBe(expected));

  it.each([
    ['sponsored years options 2 or 4', C.SPONSORED_YEARS, [2, 4]],
    ['Lodgement options: inperson, auspost, asset-msic', C.LODGEMENT_OPTIONS, ['inperson', 'auspost', 'asset-msic']],
    ['Induction ids in enrolment: 1 and 7', C.ENROLMENT_INDUCTION_IDS, [1, 7]],
    ['Preferred contact H, W or M', C.PREFERRED_CONTACTS, ['H', 'W', 'M']],
    ['Previous name types: Previous, Also known as, Maiden', C.PREVIOUS_NAME_TYPES, ['Previous', 'Also known as', 'Maiden']],
    ['States: ACT, NSW, NT, QLD, SA, TAS, VIC, WA, plus OV (overseas) for ID', C.STATES, ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'OV']],
    ['The employer state list is the first 8 states', C.EMPLOYER_STATES, C.STATES.slice(0, 8)],
    ['Regional ports list: Bunbury, Albany, Esperance', C.REGIONAL_PORTS, ['Bunbury', 'Albany', 'Esperance']],
    ['Operational-need items 5 and 6 are admin-only', C.ADMIN_ONLY_OPERATIONAL_NEED_IDS, [5, 6]],
    ['OpNeedType values', C.OP_NEED_TYPES, ['employer', 'self employed', 'recreational', 'pilot', 'lame', 'private pilot', 'trainee pilot']],
    ['Site values 0, 4, 5, 6', C.SITE_VALUES, [0, 4, 5, 6]],
  ])('%s', (_, actual, expected) => expect(actual).toEqual(expected));

  it('white type W; Site 4 is the asset or job-ready variant; Site 0 means operational need', () => {
    expect(C.WHITE_SUBTYPE).toBe('W');
    expect(C.SITE).toEqual({ assetJobReady: 4, operationalNeed: 0 });
  });

  it('Induction program id 1, module 0 has a second page with answer values 7, 8 and 6', () => {
    expect(C.INDUCTION_SECOND_PAGE).toEqual({ programId: 1, moduleIndex: 0, answers: [7, 8, 6] });
  });

  it('ID type ids: birth certificate 4, citizenship 5, descent 6, immicard 7, visa 8, protection visa 9', () => {
    expect(C.ID_TYPE).toEqual({ birthCertificate: 4, citizenship: 5, descent: 6, immicard: 7, visa: 8, protectionVisa: 9 });
  });

  it('Exemption codes: Tas1970 and OffshoreVisa', () => {
    expect(C.EXEMPTION_CODES).toEqual({ tas1970: 'Tas1970', offshoreVisa: 'OffshoreVisa' });
  });

  it("Date display formats: d MMM yyyy and MMM yyyy", () => {
    expect(C.DATE_FORMAT).toBe('d MMM yyyy');
    expect(C.MONTH_YEAR_FORMAT).toBe('MMM yyyy');
  });

  it("Bearer prefix 'Bearer ', header Authorization", () => {
    expect(C.BEARER_PREFIX).toBe('Bearer ');
    expect(C.AUTH_HEADER).toBe('Authorization');
  });

  it('§7 headers Company, WebsiteType and FormKey; §2 the key query parameter; §6 token in local storage', () => {
    expect([C.COMPANY_HEADER, C.WEBSITE_TYPE_HEADER, C.FORM_KEY_HEADER]).toEqual(['Company', 'WebsiteType', 'FormKey']);
    expect(C.FORM_KEY_QUERY_PARAM).toBe('key');
    expect(C.TOKEN_STORAGE_KEY).toBe('token');
  });
});

describe('§9 "Issuing bodies VEP and VEA sort first, OTHER last"', () => {
  it('sorts VEP, VEA, the rest by name, then OTHER', () => {
    const bodies = [
      { Code: 'OTHER', Name: 'Other issuing body' },
      { Code: 'ZZZ', Name: 'Zeta Cards' },
      { Code: 'VEA', Name: 'ASIC Card Online' },
      { Code: 'ABC', Name: 'Alpha Cards' },
      { Code: 'VEP', Name: 'MSIC Card Online' },
    ];
    expect(sortIssuingBodies(bodies).map((b) => b.Code)).toEqual(['VEP', 'VEA', 'ABC', 'ZZZ', 'OTHER']);
    expect(bodies[0]?.Code).toBe('OTHER');
  });
});
