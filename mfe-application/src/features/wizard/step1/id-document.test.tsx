import { fireEvent, screen } from '@testing-library/react';
import { FIELD_MESSAGES } from 'shared-contracts/form';
import { BIRTH_CERTIFICATE_NUMBER_HINTS } from 'shared-contracts/form';
import { choose, named, press, renderStep, saveAndContinue, setUpStepTests, stepOneDone, storedDraft, summaryLinks } from '../testing/render-step';

// Step 1's identity document (IdDocument): its partial per document type (spec §3, §5).
setUpStepTests();

const text = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const type = (name: string, value: string) => fireEvent.change(text(name), { target: { value } });

describe('step 1: the identity document and its partial per type (spec §3, §5)', () => {
  it.each([
    { id: '5', label: 'Australian citizenship certificate', shows: ['Stock number', 'Date citizenship was acquired'], hides: ['Registration number', 'Client id (optional)', 'ImmiCard number', 'Passport number'] },
    { id: '6', label: 'Citizenship by descent certificate', shows: ['Stock number', 'Client id (optional)', 'Register number (optional)', 'Entry number (optional)'], hides: ['Registration number', 'Passport number'] },
    { id: '7', label: 'ImmiCard', shows: ['ImmiCard number'], hides: ['Registration number', 'Stock number', 'Passport number'] },
    { id: '8', label: 'Visa with a foreign passport', shows: ['Passport number', 'Country that issued the passport'], hides: ['Registration number', 'Stock number', 'ImmiCard number'] },
    { id: '9', label: 'Protection visa', shows: ['Passport number'], hides: ['Registration number', 'Stock number'] },
  ])('switching from a birth certificate to "$label" shows its fields only and leaves the certificate details behind', async ({ id, shows, hides }) => {
    await renderStep(1, stepOneDone());
    expect(text('Registration number')).toHaveValue('1234567');
    choose(select('Identity document'), id);
    for (const name of shows) expect(screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`))).toBeInTheDocument();
    for (const name of hides) expect(screen.queryByLabelText(new RegExp(`^${name}`))).not.toBeInTheDocument();
    // the names as on the document are kept, the registration details of the other type are not
    const details = storedDraft()._idDocument?.Details ?? {};
    expect(details).toMatchObject({ GivenNames: 'Jane Mary', FamilyName: 'Smith' });
    expect(details).not.toHaveProperty('RegistrationNumber');
  });

  it("an ImmiCard's number is required and checked (spec §5: EIS, PRE, RDI or AMS plus 6 digits)", async () => {
    await renderStep(1, stepOneDone({ _idDocument: { Id: 7, Details: { GivenNames: 'Jane', FamilyName: 'Smith' } } }));
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named('ImmiCard number', FIELD_MESSAGES.immicardNumber)]);
    type('ImmiCard number', 'XYZ123456');
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named('ImmiCard number', FIELD_MESSAGES.immicardNumber)]);
    type('ImmiCard number', 'EIS123456');
    await saveAndContinue();
    expect(await screen.findByText('Step 2 of the form')).toBeInTheDocument();
  });

  it("a birth certificate's number follows the state of registration (spec §5: WA exactly 7 digits), with the state's hint", async () => {
    await renderStep(1, stepOneDone({ _idDocument: { Id: 4, Details: { GivenNames: 'Jane', FamilyName: 'Smith', RegistrationState: 'NSW', RegistrationNumber: '12345', RegistrationYear: '1985' } } }));
    expect(text('Registration number')).toHaveAccessibleDescription(expect.stringContaining('up to 7 digits'));
    choose(select('State of registration'), 'WA');
    expect(text('Registration number')).toHaveAccessibleDescription(expect.stringContaining('exactly 7 digits'));
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named('Registration number', `Enter the registration number: ${BIRTH_CERTIFICATE_NUMBER_HINTS.WA}`)]);
  });

  it('"I will give my identity document details later" hides the document and drops it from the required fields', async () => {
    await renderStep(1, stepOneDone({ _idDocument: undefined }));
    press(screen.getByRole('checkbox', { name: /I will give my identity document details later/ }));
    expect(screen.queryByRole('combobox', { name: 'Identity document' })).not.toBeInTheDocument();
    await saveAndContinue();
    expect(await screen.findByText('Step 2 of the form')).toBeInTheDocument();
  });
});
