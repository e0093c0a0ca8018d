import { COMPANIES } from 'shared-contracts';
import { computeSummaryPrice } from '../summary-price';
import { TODAY, validDraft } from '../../testing/fixtures';
import type { ApplicantDraft } from '../applicant-draft';
import { validateApplication } from '../application';
import { deriveDraft } from './derive-draft';
import { CASE_NEEDS, DRAFT_MODEL_CASES } from '../../testing/draft-model-cases';

/** Whether `path` (`Field` or `ExtraData.Field`) is absent from the draft. */
const has = (draft: ApplicantDraft, path: string): boolean => {
  const [head, tail] = path.split('.') as [string, string | undefined];
  const value = (draft as Record<string, unknown>)[head];
  if (tail === undefined) return value !== undefined;
  return value !== undefined && (value as Record<string, unknown>)[tail] !== undefined;
};

describe('deriveDraft, the draft model (spec §4 field-driven changes, §5 addresses, issue 15)', () => {
  it.each(DRAFT_MODEL_CASES)('$rule ($company)', (row) => {
    const company = COMPANIES[row.company];
    const input = validDraft(row.draft);
    const previous = row.previous ? validDraft(row.previous) : undefined;
    const derived = deriveDraft(company, input, TODAY, { operationalNeeds: CASE_NEEDS, previous });
    expect(derived).toMatchObject(row.expect);
    for (const path of row.absent ?? []) expect({ path, present: has(derived, path) }).toEqual({ path, present: false });
    if (row.total !== undefined) expect(computeSummaryPrice(company, derived).total).toBe(row.total);
    if (row.price !== undefined) expect(computeSummaryPrice(company, derived).price).toBe(row.price);
    if (row.errors) expect(validateApplication(derived, company, { today: TODAY })).toMatchObject(row.errors);
    // idempotent: the derived draft is already as it must be
    expect(deriveDraft(company, derived, TODAY, { operationalNeeds: CASE_NEEDS, previous: derived })).toEqual(derived);
  });

  it('a first save (no previous draft) keeps the citizenship it names, even when born in Australia', () => {
    const derived = deriveDraft(COMPANIES.msic, validDraft({ Birthcountry: 'Australia', Citizenship: 'New Zealand' }), TODAY);
    expect(derived.Citizenship).toBe('New Zealand');
  });

  it('does not change the draft it is given', () => {
    const input = validDraft({ Birthdate: '2009-01-20', Company: 'Y', _abn: '10474582823' });
    const copy = structuredClone(input);
    deriveDraft(COMPANIES.chcheli, input, TODAY, { operationalNeeds: CASE_NEEDS });
    expect(input).toEqual(copy);
  });

  it('leaves a chosen need alone when the reference data is not given (the colour is unknown)', () => {
    const derived = deriveDraft(COMPANIES.msic, validDraft({ OperationalNeedId: 7, Appsubtype: '4' }), TODAY);
    expect(derived).toMatchObject({ OperationalNeedId: 7, Appsubtype: '4' });
  });

  it('keeps a fresh draft fresh: nothing invented beyond the company and the single lodgement option', () => {
    const derived = deriveDraft(COMPANIES.sfc, { _stepCompleted: 0, _address: [{}], _postalSame: true }, TODAY);
    expect(derived).toEqual({ _stepCompleted: 0, _address: [{}], _postalSame: true, Site: 0, _cardType: 'MSIC', _companyPreference: '4', Appsubtype: '4', ExtraData: { lodgementOption: 'inperson' } });
  });
});

describe('issue 39: the date rules count from today in the variant\'s time zone, not the server\'s', () => {
  // 23:30 UTC on 28 November 2025 is 9:30 am on the 29th in Brisbane: the applicant born on 29 November 2007 is 18 there
  const lateUtc = new Date('2025-11-28T23:30:00Z');
  const turning18 = validDraft({ Birthdate: '2007-11-29', _idDocument: { Id: 4, Details: { GivenNames: 'Jane Mary', FamilyName: 'Smith', RegistrationState: 'WA', RegistrationNumber: '1234567', RegistrationDate: '2007-12-01' } } });

  it('an applicant who turned 18 this morning in Brisbane is not provisional, at 23:30 UTC the day before', () => {
    expect(deriveDraft(COMPANIES.bne, turning18, lateUtc).ExtraData?.Provisional).toBeUndefined();
  });

  it('in Perth too (7:30 am on the 29th), and still provisional at 15:59 UTC (11:59 pm on the 28th in Perth)', () => {
    expect(deriveDraft(COMPANIES.spa, turning18, lateUtc).ExtraData?.Provisional).toBeUndefined();
    expect(deriveDraft(COMPANIES.spa, turning18, new Date('2025-11-28T15:59:00Z')).ExtraData?.Provisional).toBe(true);
  });
});
