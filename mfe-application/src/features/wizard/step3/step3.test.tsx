import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FIELD_MESSAGES } from 'shared-contracts/form';
import { SIGNATURE_SVG, validDraft } from 'shared-contracts/testing';
import { prepareStepThree } from '../model/reference-data';
import { answerApi, api, birthDateAged, choose, expectSummaryInOrder, named, press, renderStep, saveAndContinue, setUpStepTests, stepThreeDone, stepTwoDone, storedDraft, summaryLinks, user } from '../testing/render-step';
import { draftHome } from '../model/draft';

// Step 3, card type and operational need (spec §2), with its partials: CardAndType, ExpiryChoice,
// OperationalNeedFields, EmployerDetails, AbnField, AirportsChoice, ApplicantSignature and OperationalNeedLetter.
// What differs by company variant is in step3-variants.test.tsx.
setUpStepTests();

const select = (name: string) => screen.getByRole('combobox', { name });
const text = (name: string) => screen.getByRole('textbox', { name });
const OCCUPATION = 'Describe your occupation and why you need access';
const answered = stepThreeDone;

describe('step 3: required fields (spec §5), named in the error summary in page order', () => {
  it('an MSIC applicant who has answered nothing gets each required field named, in page order, in the focused summary', async () => {
    await renderStep(3, stepTwoDone());
    await saveAndContinue();
    expectSummaryInOrder([
      named('What are you applying for?', FIELD_MESSAGES.appType),
      named('How long should your card last?', FIELD_MESSAGES.appSubtype),
      named('Why do you need the card?', FIELD_MESSAGES.operationalNeed),
      named('Who do you work for?', FIELD_MESSAGES.opNeedType),
      named(OCCUPATION, FIELD_MESSAGES.occupation),
      named('How often do you need access to secure areas?', FIELD_MESSAGES.accessFrequency),
    ]);
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: /There is a problem/ }));
    expect(screen.queryByText('Step 4 of the form')).not.toBeInTheDocument();
    press(screen.getByRole('link', { name: named('Who do you work for?', FIELD_MESSAGES.opNeedType) }));
    expect(document.activeElement).toBe(select('Who do you work for?'));
  });

  it("an employed applicant's employer details are each required, in page order (spec §3 employer)", async () => {
    await renderStep(3, answered({ Employername: undefined, Employeraddress: undefined, Employersuburb: undefined, Employerstate: undefined, Employerpostcode: undefined, Employerfirstname: undefined, Employersurname: undefined, Employeremail: undefined, Employerphone: undefined, Employerposition: undefined }));
    await saveAndContinue();
    expect(summaryLinks()).toEqual([
      named('Employer name', 'Enter the employer name'),
      named('Street address', "Enter the employer's street address"),
      // the state first, then its suburb (issue 39)
      named('State or territory', FIELD_MESSAGES.state),
      named('Suburb or town', "Enter the employer's suburb or town"),
      named('Postcode', "Enter the employer's postcode"),
      named("Contact's first name", "Enter your contact's first name"),
      named("Contact's surname", "Enter your contact's surname"),
      named("Contact's email address", "Enter your contact's email address"),
      named("Contact's phone number", "Enter your contact's phone number"),
      named("Contact's position", "Enter your contact's position"),
    ]);
  });

  it('an occupation of fewer than 10 words is refused, with its running word count (spec §5 minimum words)', async () => {
    await renderStep(3, answered());
    fireEvent.change(screen.getByRole('textbox', { name: OCCUPATION }), { target: { value: 'Deckhand on supply vessels' } });
    expect(screen.getByText('At least 10 words (4 so far)')).toBeInTheDocument();
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named(OCCUPATION, FIELD_MESSAGES.occupation)]);
  });

  it('an admin-only need cannot be chosen by the applicant (spec §3, §6)', async () => {
    await renderStep(3, answered({ OperationalNeedId: 5 }));
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named('Why do you need the card?', FIELD_MESSAGES.operationalNeedAdminOnly)]);
  });

  it('a complete step 3 records its completion and the form as filled in, and moves to step 4', async () => {
    await renderStep(3, answered());
    await saveAndContinue();
    expect(await screen.findByText('Step 4 of the form')).toBeInTheDocument();
    await waitFor(() => expect(api.saves.at(-1)).toMatchObject({ _stepCompleted: 3, _formFilledIn: true, OperationalNeedId: 1 }));
  });
});

describe('step 3: who the applicant works for (spec §4 branches)', () => {
  it('a self-employed applicant gives an ABN and signs instead of naming an employer; the employer branch leaves the draft', async () => {
    await renderStep(3, answered());
    expect(text('Employer name')).toHaveValue('Harbour Marine Services');
    choose(select('Who do you work for?'), 'self employed');
    expect(text('Your ABN')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Employer name' })).not.toBeInTheDocument();
    // the signature pad is loaded when first needed
    expect(await screen.findByText('Draw your signature in the box with a mouse, pen or finger.')).toBeInTheDocument();
    expect(storedDraft()).toMatchObject({ Company: 'Y' });
    expect(storedDraft()).not.toHaveProperty('Employername');
    await saveAndContinue();
    // the signature pad and the airports are not text fields: the summary names them all the same (issue 15)
    expect(summaryLinks()).toEqual([named('Your ABN', FIELD_MESSAGES.abn), named('Your signature', FIELD_MESSAGES.signature)]);
  });

  it('going back from self-employed to an employer drops the ABN and the signature (issue 15: a left branch stays off the record)', async () => {
    await renderStep(3, answered({ ExtraData: { ...validDraft().ExtraData, OpNeedType: 'self employed' }, Company: 'Y', _abn: '51 824 753 556', _signatureFile: SIGNATURE_SVG }));
    expect(text('Your ABN')).toHaveValue('51 824 753 556');
    expect(screen.getByRole('button', { name: 'Download your operational need letter' })).toBeInTheDocument();
    choose(select('Who do you work for?'), 'employer');
    expect(screen.queryByRole('textbox', { name: 'Your ABN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download your operational need letter' })).not.toBeInTheDocument();
    expect(text('Employer name')).toBeInTheDocument();
    expect(storedDraft()).not.toHaveProperty('_abn');
    expect(storedDraft()).not.toHaveProperty('_signatureFile');
    expect(storedDraft()).toMatchObject({ Company: 'N' });
  });

  it('the ABN field: a cancelled ABN is not active, shown as soon as the field is left; an ABN no register confirms is accepted as not verified', async () => {
    answerApi((url) => {
      if (url.includes('lookup-abn/10478629432')) return { status: 200, body: { EntityName: 'Bass Strait Towage', AbnStatus: 'Cancelled' } };
      if (url.includes('lookup-abn/51824753556')) return { status: 200, body: { Abn: '51824753556', EntityName: '', AbnStatus: 'Not verified', Verified: false } };
      return { status: 200, body: [] };
    });
    await renderStep(3, answered({ ExtraData: { ...validDraft().ExtraData, OpNeedType: 'self employed' }, Company: 'Y' }));
    const u = user();
    const abn = text('Your ABN');
    await u.type(abn, '10478629432');
    await u.tab();
    expect(await screen.findByText(FIELD_MESSAGES.abnNotActive)).toBeInTheDocument();
    await u.clear(abn);
    await u.type(abn, '51824753556');
    await u.tab();
    expect(await screen.findByText(/could not be verified with a business register/)).toBeInTheDocument();
    expect(screen.queryByText(FIELD_MESSAGES.abnNotActive)).not.toBeInTheDocument();
    await waitFor(() => expect(draftHome.get()?._abr).toMatchObject({ Verified: false }));
  });
});

describe('step 3: the operational need and card duration (spec §4 field-driven changes)', () => {
  it('a white need sets a white card: no access frequency, no duration to choose; a blue need brings both back', async () => {
    await renderStep(3, answered());
    expect(select('How often do you need access to secure areas?')).toBeInTheDocument();
    choose(select('Why do you need the card?'), '3');
    expect(screen.queryByRole('combobox', { name: 'How often do you need access to secure areas?' })).not.toBeInTheDocument();
    expect(screen.getByText('You are applying for a white card: it is issued for 2 years.')).toBeInTheDocument();
    expect(storedDraft()).toMatchObject({ Appsubtype: 'W' });
    expect(storedDraft().ExtraData).not.toHaveProperty('OpNeedAccessFreq');
    // the need's reason as the list words it, until get-reason answers
    expect(screen.getByText('Occasional access with an escort')).toBeInTheDocument();
    choose(select('Why do you need the card?'), '1');
    expect(select('How often do you need access to secure areas?')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'How long should your card last?' })).toBeInTheDocument();
    expect(storedDraft().Appsubtype).not.toBe('W');
  });

  it('the needs are grouped under their categories once the category list answers (spec §7)', async () => {
    await renderStep(3, answered());
    const need = select('Why do you need the card?');
    await waitFor(() => expect(need.querySelectorAll('optgroup')).toHaveLength(3));
    expect([...need.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Port and ship workers', 'Visitors', 'Other']);
    // the stored need is still the one shown once its group arrived (an uncontrolled select showed "Choose…" over it)
    const shown = select('Why do you need the card?') as HTMLSelectElement;
    expect(shown.value).toBe(String(storedDraft().OperationalNeedId));
    expect(shown.value).not.toBe('');
  });

  it('"I do not have an employer yet" (job-ready) hides the need and employer, lasts 2 years, and clears the need from the draft', async () => {
    await renderStep(3, answered());
    press(screen.getByRole('checkbox', { name: /I do not have an employer yet/ }));
    expect(screen.queryByRole('combobox', { name: 'Why do you need the card?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Who do you work for?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Employer name' })).not.toBeInTheDocument();
    expect(screen.getByText('A Job Ready card lasts 2 years.')).toBeInTheDocument();
    const draft = storedDraft();
    expect(draft).toMatchObject({ Site: 4, Appsubtype: '2' });
    for (const gone of ['OperationalNeedId', 'Employername', 'Company']) expect(draft).not.toHaveProperty(gone);
    expect(draft.ExtraData).not.toHaveProperty('OpNeedOccupation');
  });

  it('a first choice of duration is applied at once, with nothing to confirm (decision 047)', async () => {
    await renderStep(3, answered({ Appsubtype: undefined }));
    press(screen.getByRole('radio', { name: '4 years' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '4 years' })).toBeChecked());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedDraft().Appsubtype).toBe('4');
  });

  it('changing the duration asks for confirmation: cancelling keeps the old one, confirming sets it', async () => {
    await renderStep(3, answered());
    press(screen.getByRole('radio', { name: '4 years' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm how long your card lasts' });
    expect(dialog).toHaveTextContent('You chose a card that lasts 4 years.');
    press(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: '2 years' })).toBeChecked();
    expect(storedDraft().Appsubtype).toBe('2');
    press(screen.getByRole('radio', { name: '4 years' }));
    press(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '4 years' })).toBeChecked());
    expect(storedDraft().Appsubtype).toBe('4');
  });

  it('an applicant under 18 asking for 4 years, even as a first choice, is told and given 2 on confirmation', async () => {
    await renderStep(3, answered({ Birthdate: birthDateAged(16), Appsubtype: undefined }));
    press(screen.getByRole('radio', { name: '4 years' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Applicants under 18 can only get a 2-year card, so we will set it to 2 years.');
    press(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: '2 years' })).toBeChecked();
    expect(storedDraft()).toMatchObject({ Appsubtype: '2', ExtraData: { Provisional: true } });
  });

});

describe('step 3: the application type and the current card (spec §4 Apptype rules)', () => {
  it('a renewal asks for the issuing body and the current MSIC number; a new card clears them', async () => {
    await renderStep(3, answered());
    press(screen.getByRole('radio', { name: 'A renewal of my current MSIC' }));
    expect(within(select('Issuing body of your current card')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Veritas Provider MSIC (VEP)', 'Fremantle Ports (FMP)']);
    choose(select('Issuing body of your current card'), '11');
    fireEvent.change(text('Current MSIC number'), { target: { value: 'ABC12345' } });
    await saveAndContinue();
    // the provider's own numbers are VEP plus 7 digits (spec §5)
    expect(summaryLinks()).toEqual([named('Current MSIC number', FIELD_MESSAGES.providerCardNumber)]);
    press(screen.getByRole('radio', { name: 'A new MSIC' }));
    expect(screen.queryByRole('textbox', { name: 'Current MSIC number' })).not.toBeInTheDocument();
    expect(storedDraft()).not.toHaveProperty('Msicnum');
    expect(storedDraft()).not.toHaveProperty('Issuingbodyid');
  });

  it('an MSIC based on a current ASIC asks for the ASIC, its number and expiry, and lasts 2 years', async () => {
    await renderStep(3, answered({ Appsubtype: '4' }));
    press(screen.getByRole('radio', { name: 'An MSIC based on my current ASIC' }));
    expect(within(select('Issuing body of your current card')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Veritas Provider ASIC (VEA)', 'Brisbane Airport Corporation (BNE)']);
    expect(text('Current ASIC number')).toBeInTheDocument();
    expect(screen.getByLabelText(/Expiry date of your ASIC/)).toBeRequired();
    expect(storedDraft().Appsubtype).toBe('2');
    await saveAndContinue();
    expectSummaryInOrder([named('Issuing body of your current card', FIELD_MESSAGES.issuingBody), named('Current ASIC number', FIELD_MESSAGES.asicNumber), named('Expiry date of your ASIC', FIELD_MESSAGES.asicExpiry)]);
  });
});

describe("step 3: the need's reason, the applicant's signature and letter (spec §6, §7)", () => {
  it("the chosen need's reason is the one get-reason answers", async () => {
    answerApi((url) => (url.endsWith('/api/operational-need/get-reason/1') ? { status: 200, body: { Id: 1, Reason: 'Works unescorted in a maritime security zone of the port', ShortReason: 'Port worker' } } : undefined));
    await renderStep(3, answered());
    expect(await screen.findByText('Works unescorted in a maritime security zone of the port')).toBeInTheDocument();
    expect(screen.queryByText('Works in a port security zone')).not.toBeInTheDocument();
  });

  it('step 3 rendered ahead has its need categories and its need\'s reason already (prepareStepThree): its reveal asks for neither again (issue 15)', async () => {
    answerApi((url) => (url.endsWith('/api/operational-need/get-reason/1') ? { status: 200, body: { Id: 1, Reason: 'Works unescorted in a maritime security zone of the port', ShortReason: 'Port worker' } } : undefined));
    const draft = answered();
    expect(draft.OperationalNeedId).toBe(1);
    // what the wizard asks for with step 3's code, before it renders the step ahead
    await prepareStepThree(draft.OperationalNeedId);
    const asked = api.requests.length;
    await renderStep(3, draft);
    expect(screen.getByText('Works unescorted in a maritime security zone of the port')).toBeInTheDocument();
    expect(select('Why do you need the card?').querySelectorAll('optgroup')).toHaveLength(3);
    await waitFor(() => expect(draftHome.get()?.OperationalNeedId).toBe(1));
    expect(api.requests.slice(asked).filter((url) => url.includes('/get-reason/') || url.includes('operational-need-category'))).toEqual([]);
  });

  it('a self-employed applicant who signed on another device gets the signature back (get-signature), and a letter to download with it', async () => {
    answerApi((url) => (url.endsWith('/api/form/7/get-signature') ? { status: 200, body: { data: SIGNATURE_SVG } } : undefined));
    await renderStep(3, answered({ ExtraData: { ...validDraft().ExtraData, OpNeedType: 'self employed' }, Company: 'Y', _abn: '51 824 753 556' }));
    await waitFor(() => expect(api.requests).toContain('http://api.test/api/form/7/get-signature'), { timeout: 5000 });
    await waitFor(() => expect(storedDraft()._signatureFile).toBe(SIGNATURE_SVG));
    const download = await screen.findByRole('button', { name: 'Download your operational need letter' });

    let letter: Blob | undefined;
    let saved = '';
    const createObjectURL = jest.fn((blob: Blob) => {
      letter = blob;
      return 'blob:letter';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    try {
      press(download);
    } finally {
      click.mockRestore();
    }
    expect(saved).toBe('operational-need-statement.html');
    const html = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(letter!);
    });
    // in words, with the variant's name (issue 39): no raw codes such as "self employed", no ISO date
    expect(html).toContain("I, Jane Mary O&#39;Brien, born 12 Apr 1985, apply for an MSIC through MSIC Card Online.");
    expect(html).toContain('<p>Type of operational need: Self-employed (ABN 51 824 753 556)</p>');
    expect(html).toContain('<h2>Operational need</h2><p>Works in a port security zone</p>');
    expect(html).toContain(`src="${SIGNATURE_SVG}"`);
  });
});
