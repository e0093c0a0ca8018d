import { COMPANIES } from 'shared-contracts';
import type { ApplicantDraft, OperationalNeed } from 'shared-contracts/form';
import { deriveWizardDraft } from './derive-draft';
import { confirmSubtype, expiryNeedsConfirming, sponsoredSubtype } from './field-changes';

const today = new Date(2026, 10, 21);
const needs: OperationalNeed[] = [
  { Id: 1, Colour: 'blue', Reason: 'Works in a port security zone', ShortReason: 'Port worker', category: null, adminOnly: false },
  { Id: 3, Colour: 'white', Reason: 'Occasional access', ShortReason: 'Visitor', category: null, adminOnly: false },
];
const ctx = { operationalNeeds: needs, today };

/** One change in the wizard: the draft before, the field set, and the draft model applied with the previous draft. */
const change = (before: ApplicantDraft, path: keyof ApplicantDraft | 'ExtraData.OpNeedType', value: unknown, company = COMPANIES.msic): ApplicantDraft => {
  const after = path === 'ExtraData.OpNeedType' ? { ...before, ExtraData: { ...before.ExtraData, OpNeedType: value as 'employer' } } : { ...before, [path]: value };
  return deriveWizardDraft(company, after, before, ctx);
};

describe('field-driven changes of spec §4, as the wizard applies them on a change (the shared draft model)', () => {
  it('sets Provisional when the applicant is under 18, and clears it for an adult', () => {
    expect(change({}, 'Birthdate', '2010-01-01').ExtraData?.Provisional).toBe(true);
    expect(change({ ExtraData: { Provisional: true } }, 'Birthdate', '1985-04-12').ExtraData?.Provisional).toBeUndefined();
  });

  it('changing birth country to Australia sets citizenship to Australia and preselects the first ID type', () => {
    const next = change({ Citizenship: 'New Zealand' }, 'Birthcountry', 'Australia');
    expect(next.Citizenship).toBe('Australia');
    expect(next._idDocument?.Id).toBe(4);
    expect(change({ Citizenship: 'New Zealand' }, 'Birthcountry', 'Fiji').Citizenship).toBe('New Zealand');
  });

  const card: ApplicantDraft = { Msicnum: 'ABC12345', Asicnum: 'AB12345', Asicexpirydate: '2027-01-01', Issuingbodyid: 2, OperationalNeedId: 1 };
  it('Apptype S clears the MSIC number, ASIC number, ASIC expiry and issuing body', () => {
    const next = change(card, 'Apptype', 'S');
    expect(next).not.toHaveProperty('Msicnum');
    expect(next).not.toHaveProperty('Asicnum');
    expect(next).not.toHaveProperty('Asicexpirydate');
    expect(next).not.toHaveProperty('Issuingbodyid');
  });
  it('Apptype R clears the ASIC fields only', () => {
    const next = change(card, 'Apptype', 'R');
    expect(next).toMatchObject({ Msicnum: 'ABC12345', Issuingbodyid: 2 });
    expect(next).not.toHaveProperty('Asicnum');
    expect(next).not.toHaveProperty('Asicexpirydate');
  });
  it('Apptype A clears the MSIC number and sets the subtype to W for a white need, otherwise 2', () => {
    expect(change(card, 'Apptype', 'A')).toMatchObject({ Appsubtype: '2', Asicnum: 'AB12345' });
    expect(change(card, 'Apptype', 'A')).not.toHaveProperty('Msicnum');
    expect(change({ ...card, OperationalNeedId: 3 }, 'Apptype', 'A').Appsubtype).toBe('W');
  });

  it('a white operational need sets the subtype to W and removes access frequency', () => {
    const next = change({ Appsubtype: '4', ExtraData: { OpNeedAccessFreq: 2 } }, 'OperationalNeedId', 3);
    expect(next.Appsubtype).toBe('W');
    expect(next.ExtraData).not.toHaveProperty('OpNeedAccessFreq');
  });

  it('selecting job-ready sets the subtype to 2 and clears the need, sponsored and occupation fields', () => {
    const next = change({ Appsubtype: '4', OperationalNeedId: 1, Sponsored: true, ExtraData: { OpNeedOccupation: 'deckhand' } }, 'Site', 4);
    expect(next).toMatchObject({ Site: 4, Appsubtype: '2' });
    expect(next).not.toHaveProperty('OperationalNeedId');
    expect(next).not.toHaveProperty('Sponsored');
    expect(next.ExtraData).not.toHaveProperty('OpNeedOccupation');
  });

  it('an under-18 applicant of a sponsored company preferring 4 years gets 2 (chcheli)', () => {
    expect(change({}, 'Birthdate', '2010-01-01', COMPANIES.chcheli).Appsubtype).toBe('2');
  });

  it('the expiry-year confirmation forces a provisional applicant asking for 4 years to 2', () => {
    expect(confirmSubtype({ ExtraData: { Provisional: true } }, '4', ctx).Appsubtype).toBe('2');
    expect(confirmSubtype({ Birthdate: '1985-04-12' }, '4', ctx).Appsubtype).toBe('4');
  });

  it('company-sponsored applicants use the company preference for the subtype', () => {
    expect(sponsoredSubtype({}, COMPANIES.chcheli)).toBe(COMPANIES.chcheli.preferredSubtype);
    expect(sponsoredSubtype({ _companyPreference: '2' }, COMPANIES.chcheli)).toBe('2');
    expect(sponsoredSubtype({}, COMPANIES.msic)).toBeUndefined();
  });

  it('who the applicant works for sets the self-employed flag, and the ABN of a branch left goes', () => {
    expect(change({}, 'ExtraData.OpNeedType', 'self employed').Company).toBe('Y');
    const employed = change({ Company: 'Y', _abn: '51 824 753 556' }, 'ExtraData.OpNeedType', 'employer');
    expect(employed.Company).toBe('N');
    expect(employed).not.toHaveProperty('_abn');
  });
});

describe('spec §4 expiry-year change confirmation: only a choice that changes something asks first (decision 047)', () => {
  const adult: ApplicantDraft = { Birthdate: '1985-04-12' };
  it.each([
    ['a first choice of 2 by an adult', adult, '2', false],
    ['a first choice of 4 by an adult', adult, '4', false],
    ['a first choice of 2 by an applicant under 18', { Birthdate: '2010-01-01' }, '2', false],
    ['a first choice of 4 by an applicant under 18 (forced to 2)', { Birthdate: '2010-01-01' }, '4', true],
    ['4 by a provisional applicant whose 2 is already set (forced to 2)', { ExtraData: { Provisional: true }, Appsubtype: '2' }, '4', true],
    ['changing an earlier 2 to 4', { ...adult, Appsubtype: '2' }, '4', true],
    ['changing an earlier 4 to 2', { ...adult, Appsubtype: '4' }, '2', true],
    ['the duration already set, chosen again', { ...adult, Appsubtype: '4' }, '4', false],
  ] as const)('%s', (_, draft, subtype, expected) => {
    expect(expiryNeedsConfirming(draft as ApplicantDraft, subtype, { today })).toBe(expected);
  });
});
