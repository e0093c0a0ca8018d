import { COMPANIES } from 'shared-contracts';
import { deriveDraft } from './draft-model/derive-draft';
import { FIELD_MESSAGES } from '../rules/field-messages';
import type { OperationalNeed } from '../reference/operational-need';
import type { IssuingBody } from '../reference/reference-data';
import { TODAY, validDraft } from '../testing/fixtures';
import { cardKindOf, needsApplicantSignature } from './card-kind';
import { validateStep3 } from './step-3';

const msic = COMPANIES.msic;
const v = (overrides: Parameters<typeof validDraft>[0], company = msic, ctx = {}) => validateStep3(validDraft(overrides), company, { today: TODAY, ...ctx });
const issuingBodies: IssuingBody[] = [
  { Id: 1, Code: 'VEP', Cardtype: 'MSIC', Name: 'MSIC Card Online' },
  { Id: 2, Code: 'VEA', Cardtype: 'ASIC', Name: 'ASIC Card Online' },
  { Id: 3, Code: 'MSC', Cardtype: 'MSIC', Name: 'Another issuing body' },
];
const needs: OperationalNeed[] = [
  { Id: 1, Colour: 'blue', Reason: 'Works on a port', ShortReason: 'Port worker', category: 1, adminOnly: false },
  { Id: 2, Colour: 'white', Reason: 'Visits occasionally', ShortReason: 'Visitor', category: 1, adminOnly: false },
  { Id: 5, Colour: 'blue', Reason: 'Admin', ShortReason: 'Admin', category: null, adminOnly: true },
];
const signature = 'data:image/svg+xml;base64,PHN2Zy8+';

describe('validateStep3: card and employer details', () => {
  it('a complete employed applicant has no errors', () => {
    expect(v({})).toEqual({});
    expect(v({}, msic, { operationalNeeds: needs, issuingBodies })).toEqual({});
  });

  it('§4 renewal: the current MSIC number and its issuing body; VEP numbers for the provider', () => {
    expect(v({ Apptype: 'R' }, msic, { issuingBodies })).toEqual({ Issuingbodyid: [FIELD_MESSAGES.issuingBody], Msicnum: [FIELD_MESSAGES.cardNumber] });
    expect(v({ Apptype: 'R', Issuingbodyid: 1, Msicnum: 'ABC12345' }, msic, { issuingBodies })).toEqual({ Msicnum: [FIELD_MESSAGES.providerCardNumber] });
    expect(v({ Apptype: 'R', Issuingbodyid: 1, Msicnum: 'VEP1234567' }, msic, { issuingBodies })).toEqual({});
    expect(v({ Apptype: 'R', Issuingbodyid: 3, Msicnum: 'ABC12345' }, msic, { issuingBodies })).toEqual({});
  });

  it('§4 renewal of an ASIC (issue 40): the ASIC renewed is the card number, checked as an ASIC number; the ASIC fields stay empty', () => {
    const toll = COMPANIES.toll;
    const asic = { Apptype: 'R' as const, _cardType: 'ASIC' as const, Issuingbodyid: 2, Airports: [{ Id: 14, Name: 'Perth Airport', Code: 'PER', AsaType: 'Designated', CanHaveAsa: true }] };
    expect(v({ ...asic }, toll, { issuingBodies })).toEqual({ Msicnum: [FIELD_MESSAGES.asicNumber] });
    expect(v({ ...asic, Msicnum: 'AB12345' }, toll, { issuingBodies })).toEqual({ Msicnum: [FIELD_MESSAGES.providerAsicNumber] });
    expect(v({ ...asic, Msicnum: 'VEA1234567' }, toll, { issuingBodies })).toEqual({});
    // the draft model leaves no ASIC number on a renewal: what conversion checks is what was stored
    const derived = deriveDraft(toll, validDraft({ ...asic, Msicnum: 'VEA1234567', Asicnum: 'VEA7654321', Asicexpirydate: '2027-01-01' }), TODAY);
    expect(derived).toMatchObject({ Apptype: 'R', Msicnum: 'VEA1234567' });
    expect(derived).not.toHaveProperty('Asicnum');
    expect(derived).not.toHaveProperty('Asicexpirydate');
    expect(validateStep3(derived, toll, { today: TODAY, issuingBodies })).toEqual({});
  });

  it('§4 based on a current ASIC: ASIC number (VEA for the provider) and expiry', () => {
    expect(v({ Apptype: 'A', Issuingbodyid: 2, Asicnum: 'AB12345' }, msic, { issuingBodies })).toEqual({
      Asicnum: [FIELD_MESSAGES.providerAsicNumber],
      Asicexpirydate: [FIELD_MESSAGES.asicExpiry],
    });
    expect(v({ Apptype: 'A', Issuingbodyid: 2, Asicnum: 'VEA1234567', Asicexpirydate: '2026-01-31' }, msic, { issuingBodies })).toEqual({});
    expect(v({ Apptype: 'A', Issuingbodyid: 2, Asicnum: 'VEA1234567', Asicexpirydate: '2025-01-31' }, msic, { issuingBodies })).toEqual({
      Asicexpirydate: ['Your ASIC has expired: apply for a new card instead'],
    });
  });

  it('§4 a provisional applicant (under 18) cannot have a 4-year card', () => {
    expect(v({ Birthdate: '2009-01-01', Appsubtype: '4' })).toEqual({ Appsubtype: [FIELD_MESSAGES.provisionalSubtype] });
    // issue 15: provisional comes from the birth date, never from a flag the browser sent
    expect(v({ Appsubtype: '4', ExtraData: { ...validDraft().ExtraData, Provisional: true } })).toEqual({});
    expect(v({ Birthdate: '2009-01-01', Appsubtype: '2' })).toEqual({});
  });

  it('§4 company-sponsored applicants use the company preference for the subtype', () => {
    expect(v({ Appsubtype: undefined }, COMPANIES.toll)).toEqual({});
    // an under-18 applicant of a sponsor preferring 4 years: the derived draft (forced to 2) passes step 3
    const minor = validDraft({ Birthdate: '2009-01-20', Appsubtype: undefined });
    expect(validateStep3(deriveDraft(COMPANIES.chcheli, minor, TODAY), COMPANIES.chcheli, { today: TODAY })).toEqual({});
    expect(v({ Appsubtype: undefined })).toEqual({ Appsubtype: [FIELD_MESSAGES.appSubtype] });
  });

  it('§4 a white operational need needs the white subtype and no access frequency', () => {
    const white = { OperationalNeedId: 2, ExtraData: { OpNeedType: 'employer' as const, OpNeedOccupation: validDraft().ExtraData?.OpNeedOccupation } };
    expect(v({ ...white, Appsubtype: 'W' }, msic, { operationalNeeds: needs })).toEqual({});
    expect(v({ ...white, Appsubtype: '2' }, msic, { operationalNeeds: needs })).toEqual({ Appsubtype: ['A white operational need needs a white card'] });
    expect(v({ ExtraData: white.ExtraData }, msic, { operationalNeeds: needs })).toEqual({ 'ExtraData.OpNeedAccessFreq': [FIELD_MESSAGES.accessFrequency] });
  });

  it('§3, §6 operational-need items 5 and 6 are admin-only', () => {
    expect(v({ OperationalNeedId: 5 })).toEqual({ OperationalNeedId: [FIELD_MESSAGES.operationalNeedAdminOnly] });
    expect(v({ OperationalNeedId: 6 })).toEqual({ OperationalNeedId: [FIELD_MESSAGES.operationalNeedAdminOnly] });
    expect(v({ OperationalNeedId: 5 }, msic, { admin: true })).toEqual({});
  });

  it('§9 minimum occupation words: 10', () => {
    expect(v({ ExtraData: { ...validDraft().ExtraData, OpNeedOccupation: 'Deckhand on supply vessels' } })).toEqual({
      'ExtraData.OpNeedOccupation': [FIELD_MESSAGES.occupation],
    });
  });

  it('an employed applicant gives the employer details', () => {
    expect(v({ Employername: '', Employerpostcode: '61', Employeremail: 'sam@' })).toEqual({
      Employername: ['Enter the employer name'],
      Employeremail: [FIELD_MESSAGES.email],
      Employerpostcode: [FIELD_MESSAGES.postcode],
    });
  });

  it('§6 self-employed applicants and private pilots need a signature; self-employed an ABN', () => {
    const self = { Company: 'Y' as const, ExtraData: { ...validDraft().ExtraData, OpNeedType: 'self employed' as const } };
    expect(v(self)).toEqual({ _abn: [FIELD_MESSAGES.abn], _signatureFile: [FIELD_MESSAGES.signature] });
    expect(v({ ...self, _abn: '51 824 753 556', _signatureFile: signature })).toEqual({});
    expect(needsApplicantSignature(validDraft({ ExtraData: { OpNeedType: 'private pilot' } }))).toBe(true);
    expect(needsApplicantSignature(validDraft())).toBe(false);
  });

  it('§9 Site 4 (job ready) has no operational need', () => {
    expect(v({ Site: 4, OperationalNeedId: undefined, ExtraData: {} })).toEqual({});
  });

  it('§5 airports apply to an ASIC', () => {
    const asic = COMPANIES.asic;
    expect(v({ _cardType: 'ASIC', Airports: [] }, asic)).toEqual({ Airports: [FIELD_MESSAGES.airportsExactlyOne] });
    expect(v({ _cardType: 'ASIC', Airports: [{ Id: 1, Name: 'Perth Airport', AsaType: 'Approved', CanHaveAsa: true }] }, asic)).toEqual({});
    expect(cardKindOf(validDraft({ _cardType: undefined }), asic)).toBe('ASIC');
    expect(cardKindOf(validDraft({ _cardType: undefined }), COMPANIES.toll)).toBeUndefined();
  });

  it('the spa variant needs the port', () => {
    expect(v({}, COMPANIES.spa)).toEqual({ 'ExtraData.PortAccess': [FIELD_MESSAGES.portAccess] });
    expect(v({ ExtraData: { ...validDraft().ExtraData, PortAccess: 'Bunbury' } }, COMPANIES.spa)).toEqual({});
  });

  it('§2 in the asset variants step 3 is the summary and payment: the lodgement option', () => {
    const asset = COMPANIES['asset-msic'];
    expect(v({ ExtraData: {} }, asset)).toEqual({ 'ExtraData.lodgementOption': [FIELD_MESSAGES.lodgementOption] });
    expect(v({ ExtraData: { lodgementOption: 'asset-msic' } }, asset)).toEqual({});
  });
});
