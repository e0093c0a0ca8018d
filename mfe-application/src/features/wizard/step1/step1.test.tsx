import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FIELD_MESSAGES } from 'shared-contracts/form';
import { api, birthDateAged, choose, expectSummaryInOrder, named, press, renderStep, saveAndContinue, setUpStepTests, stepOneDone, storedDraft, summaryLinks } from '../testing/render-step';
import { draftHome } from '../model/draft';

// Step 1, personal and contact details (spec §2), with its partials: PersonalDetails, PreviousNames,
// BirthAndCitizenship and IdDocument (its partials per document type are in id-document.test.tsx).
setUpStepTests();

const text = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

describe('step 1: required fields (spec §5), named in the error summary in page order', () => {
  it('an empty draft stays on step 1 with each required field in the focused summary, in the order of the page, and a link that focuses the field', async () => {
    await renderStep(1, {});
    await saveAndContinue();
    expectSummaryInOrder([
      named('First name', FIELD_MESSAGES.firstName),
      named('Middle names', FIELD_MESSAGES.middleNames),
      named('Surname', FIELD_MESSAGES.surname),
      named('Date of birth', FIELD_MESSAGES.birthdate),
      named('Gender', FIELD_MESSAGES.gender),
      named('Email address', FIELD_MESSAGES.email),
      named('How should we phone you?', 'Choose how we should contact you'),
      named('Country of birth', FIELD_MESSAGES.birthCountry),
      named('Town or city of birth', FIELD_MESSAGES.birthPlace),
      named('State of birth', FIELD_MESSAGES.birthState),
      named('Citizenship', FIELD_MESSAGES.citizenship),
      named('Identity document', FIELD_MESSAGES.idType),
    ]);
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: /There is a problem/ }));
    expect(screen.queryByText('Step 2 of the form')).not.toBeInTheDocument();
    expect(api.saves.at(-1)?._stepCompleted).toBeUndefined();
    // the error sits next to its field too (WCAG 3.3.1)
    expect(text('Surname')).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES.surname));
    press(screen.getByRole('link', { name: named('Surname', FIELD_MESSAGES.surname) }));
    expect(document.activeElement).toBe(text('Surname'));
  });

  it('a single name asks for that name only: no middle names or surname, in the form or in the summary', async () => {
    await renderStep(1, stepOneDone({ Firstname: undefined, Middlenames: undefined, Surname: undefined }));
    press(screen.getByRole('checkbox', { name: 'I have only one name' }));
    expect(screen.queryByRole('textbox', { name: 'Surname' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Middle names' })).not.toBeInTheDocument();
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named('Name', FIELD_MESSAGES.firstName)]);
  });

  it('"I do not have a middle name" makes middle names optional', async () => {
    await renderStep(1, stepOneDone({ Middlenames: undefined }));
    press(screen.getByRole('checkbox', { name: 'I do not have a middle name' }));
    await saveAndContinue();
    expect(await screen.findByText('Step 2 of the form')).toBeInTheDocument();
  });

  it('names and emails are checked by pattern (spec §5): a digit in a name, confirm email not matching', async () => {
    await renderStep(1, stepOneDone({ Middlenames: 'M4ry', _confirmEmail: 'jane@example.org' }));
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named('Middle names', FIELD_MESSAGES.name), named('Confirm email address', FIELD_MESSAGES.confirmEmail)]);
  });

  it('the phone of the preferred contact type is the one required: choosing Work asks for the work phone', async () => {
    await renderStep(1, stepOneDone());
    press(screen.getByRole('radio', { name: 'Work' }));
    expect(text('Work phone')).toBeRequired();
    expect(text('Mobile phone')).not.toBeRequired();
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named('Work phone', FIELD_MESSAGES.preferredContactNumber)]);
  });

  it('a complete step 1 records its completion, saves naming _version, and moves to step 2', async () => {
    await renderStep(1, stepOneDone({ _stepCompleted: 0 }));
    await saveAndContinue();
    expect(await screen.findByText('Step 2 of the form')).toBeInTheDocument();
    await waitFor(() => expect(api.saves.length).toBeGreaterThan(0));
    expect(api.saves.at(-1)).toMatchObject({ _version: 1, _stepCompleted: 1, Firstname: 'Jane' });
  });
});

describe('step 1: field-driven changes (spec §4)', () => {
  it('choosing Australia as the country of birth sets citizenship to Australia and preselects the birth certificate, with its fields', async () => {
    await renderStep(1, {});
    choose(select('Country of birth'), 'Australia');
    expect(select('Citizenship')).toHaveValue('Australia');
    expect(select('Identity document')).toHaveValue('4');
    expect(text('Registration number')).toBeInTheDocument();
    expect(select('State of registration')).toBeInTheDocument();
  });

  it('another country of birth leaves citizenship to the applicant', async () => {
    await renderStep(1, {});
    choose(select('Country of birth'), 'New Zealand');
    expect(select('Citizenship')).toHaveValue('');
    expect(select('Identity document')).toHaveValue('');
  });

  it('a birth date under 18 makes the applicant provisional; an adult birth date removes it', async () => {
    await renderStep(1, stepOneDone());
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: birthDateAged(16) } });
    expect(draftHome.get()?.ExtraData?.Provisional).toBe(true);
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: birthDateAged(18) } });
    expect(storedDraft().ExtraData?.Provisional).toBeUndefined();
  });

  it('a birth date in the future is refused, and the birth certificate registered before it is named too (spec §5)', async () => {
    await renderStep(1, stepOneDone({ Birthdate: `${new Date().getFullYear() + 1}-01-01` }));
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named('Date of birth', FIELD_MESSAGES.dateInFuture), named('Registration date', FIELD_MESSAGES.registrationBeforeBirth)]);
  });
});

describe('step 1: previous names (spec §3 _previousNames)', () => {
  it('an added previous name needs its first name, surname and type, named in the summary; a single name needs no surname; it can be removed', async () => {
    await renderStep(1, stepOneDone());
    press(screen.getByRole('button', { name: 'Add a previous name' }));
    const entry = screen.getByText('Previous name 1').closest('.mantine-Paper-root') as HTMLElement;
    await saveAndContinue();
    expectSummaryInOrder([named('First name', FIELD_MESSAGES.firstName), named('Surname', FIELD_MESSAGES.surname), named('Type of name', FIELD_MESSAGES.previousNameType)]);
    // the applicant's own name is fine: these are the previous name's
    expect(summaryLinks()).toHaveLength(3);
    press(within(entry).getByRole('checkbox', { name: 'This was a single name' }));
    expect(within(entry).queryByRole('textbox', { name: 'Surname' })).not.toBeInTheDocument();
    fireEvent.change(within(entry).getByRole('textbox', { name: 'First name' }), { target: { value: 'Janey' } });
    choose(within(entry).getByRole('combobox', { name: 'Type of name' }), 'Also known as');
    expect(storedDraft()._previousNames).toEqual([{ _singlename: true, Firstname: 'Janey', previousNameTypes: 'Also known as' }]);
    press(screen.getByRole('button', { name: 'Remove previous name 1' }));
    expect(screen.queryByText('Previous name 1')).not.toBeInTheDocument();
    expect(storedDraft()._previousNames).toEqual([]);
  });
});
