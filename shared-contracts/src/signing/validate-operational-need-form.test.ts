import { FIELD_MESSAGES } from '../rules/field-messages';
import { validateOperationalNeedForm } from './validate-operational-need-form';

const form = {
  FirstName: 'Sam',
  Surname: 'Lee',
  Phone: '(08) 5550 1234',
  Email: 'sam.lee@example.com',
  Position: 'Operations manager',
  Organisation: 'Harbour Marine Services',
  Address: '1 Wharf Rd',
  Suburb: 'Fremantle',
  State: 'WA',
  Postcode: '6160',
  Abn: '51 824 753 556',
  ApplicantFullname: "Jane Mary O'Brien",
  Sponsored: false,
  OperationalNeedId: 1,
  OpNeedOccupation: 'Jane works as a deckhand on our supply vessels that berth at the port every week',
  _signature: 'data:image/svg+xml;base64,PHN2Zy8+',
};

describe('§5 "Operational-need form needs a valid form and a non-empty signature"', () => {
  it('a complete general form is valid', () => {
    expect(validateOperationalNeedForm(form, { regional: false })).toEqual({});
  });

  it('needs the signature', () => {
    expect(validateOperationalNeedForm({ ...form, _signature: '' }, { regional: false })).toEqual({ _signature: [FIELD_MESSAGES.signature] });
  });

  it('the regional port version needs the port access', () => {
    expect(validateOperationalNeedForm(form, { regional: true })).toEqual({ PortAccess: [FIELD_MESSAGES.portAccess] });
    expect(validateOperationalNeedForm({ ...form, PortAccess: 'Esperance' }, { regional: true })).toEqual({});
  });

  it('a sponsor chooses 2 or 4 years', () => {
    expect(validateOperationalNeedForm({ ...form, Sponsored: true }, { regional: false })).toEqual({ SponsoredYears: [FIELD_MESSAGES.sponsoredYears] });
    expect(validateOperationalNeedForm({ ...form, Sponsored: true, SponsoredYears: 4 }, { regional: false })).toEqual({});
    expect(Object.keys(validateOperationalNeedForm({ ...form, Sponsored: true, SponsoredYears: 3 }, { regional: false }))).toEqual(['SponsoredYears']);
  });

  it('checks the ABN checksum and the occupation words', () => {
    expect(validateOperationalNeedForm({ ...form, Abn: '51 824 753 557', OpNeedOccupation: 'Deckhand' }, { regional: false })).toEqual({
      Abn: [FIELD_MESSAGES.abn],
      OpNeedOccupation: [FIELD_MESSAGES.occupation],
    });
  });
});
