import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPANIES, formatCents } from 'shared-contracts';
import { computeSummaryPrice } from 'shared-contracts/form';
import { FIELD_MESSAGES, SUMMARY_MESSAGES, type ApplicantDraft } from 'shared-contracts/form';
import { validDraft } from 'shared-contracts/testing';
import { answerApi, birthDateAged, named, press, renderStep, setUpStepTests, storedDraft, summaryLinks } from '../testing/render-step';
import { LODGEMENT_LABELS } from './lodgement-labels';
import { SECTION_TITLES, type SummarySectionId } from './section-of-field';

// Step 4, summary and confirm (spec §2; step 3 of the asset variants), with its partials: SummarySections,
// PriceBox and CardPayment.
setUpStepTests();

const filledIn = (over: Partial<ApplicantDraft> = {}): ApplicantDraft => ({ ...validDraft(), _stepCompleted: 3, _formFilledIn: true, ...over });
const section = (title: string) => screen.getByRole('heading', { name: title }).closest('[id^="summary-"]') as HTMLElement;
const confirm = async () => press(screen.getByRole('button', { name: 'Confirm and submit my application' }));
const price = () => screen.getByTestId('price');

describe('step 4: every answer, with a change link that lands on its field', () => {
  it('shows the answers of steps 1 to 3, card, duration, need and employer included, each section with its change link', async () => {
    await renderStep(4, filledIn());
    expect(section('Your card')).toHaveTextContent('MSIC, new card, 2 years');
    expect(section('Your card').id).toBe('summary-yourCard');
    expect(within(section('Your card')).getByRole('link', { name: /Change/ })).toHaveAttribute('href', '/apply/form/7/step3#field-Apptype');
    expect(section('Operational need')).toHaveTextContent('Port worker, Employed by an organisation');
    expect(section('Employer')).toHaveTextContent('Harbour Marine Services, Sam Lee, sam.lee@example.com');
    expect(section('Name')).toHaveTextContent("Jane Mary O'Brien");
    expect(within(section('Name')).getByRole('link', { name: /Change/ })).toHaveAttribute('href', '/apply/form/7/step1#field-Firstname');
    expect(section('Previous names')).toHaveTextContent('Jane Smith (Maiden)');
    expect(section('Proof of identity')).toHaveTextContent('Australian birth certificate');
    expect(section('Addresses')).toHaveTextContent('12 Marine Tce, Fremantle, WA, 6160, Australia');
    expect(within(section('Addresses')).getByRole('link', { name: /Change/ })).toHaveAttribute('href', '/apply/form/7/step2#field-_address-0-Country');
    expect(section('Postal address')).toHaveTextContent('Same as current address');
  });

  it('a self-employed applicant\'s section is "Your business", with the ABN', async () => {
    await renderStep(4, filledIn({ ExtraData: { ...validDraft().ExtraData, OpNeedType: 'self employed' }, Company: 'Y', _abn: '51 824 753 556' }));
    expect(screen.queryByRole('heading', { name: 'Employer' })).not.toBeInTheDocument();
    expect(section('Your business')).toHaveTextContent('ABN 51 824 753 556');
  });

  it('a renewal names the current card and its issuing body, asked by id (spec §7 issuing-body/{id})', async () => {
    answerApi((url) => (url.endsWith('/api/issuing-body/12') ? { status: 200, body: { Id: 12, Code: 'FMP', Cardtype: 'MSIC', Name: 'Fremantle Ports' } } : undefined));
    await renderStep(4, filledIn({ Apptype: 'R', Issuingbodyid: 12, Msicnum: 'FMP123456' }));
    expect(section('Your card')).toHaveTextContent('MSIC, renewal, 2 years');
    expect(section('Your card')).toHaveTextContent('FMP123456');
    await waitFor(() => expect(section('Your card')).toHaveTextContent('FMP123456, issued by Fremantle Ports (FMP)'));
  });

  it('a change link opens the step with its field focused', async () => {
    await renderStep(1, filledIn(), { hash: '#field-Firstname' });
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('field-Firstname')));
    expect(document.activeElement).toHaveValue('Jane');
  });
});

describe('step 4: what confirming needs (spec §5)', () => {
  it('a valid form without a lodgement option, terms or card names each, in page order, in the focused summary', async () => {
    await renderStep(4, filledIn());
    await confirm();
    // page order: the lodgement option, the card fields under the price, then the terms
    // each message starts with its field's name (issue 15), as on the other steps
    expect(summaryLinks()).toEqual([
      named('Lodgement option', FIELD_MESSAGES.lodgementOption),
      named('Name on the card', 'Enter the name on the card'),
      named('Card number', FIELD_MESSAGES.cardNumberPayment),
      named('Expiry date (MM/YY)', 'Enter the expiry date as on the card, MM/YY, for example 08/28'),
      named('Security code (CVC)', FIELD_MESSAGES.cvc),
      named('Terms and conditions', FIELD_MESSAGES.checkbox),
    ]);
    // each link moves to its field
    expect(screen.getByRole('link', { name: /^Card number:/ })).toHaveAttribute('href', '#field-card-cardNumber');
    expect(screen.getByRole('link', { name: /^Terms and conditions:/ })).toHaveAttribute('href', '#field-terms');
    expect(screen.getByRole('link', { name: /^Lodgement option:/ })).toHaveAttribute('href', '#field-ExtraData-lodgementOption');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert', { name: /There is a problem/ })));
    expect(screen.getByRole('checkbox', { name: /I have read and accept the/ })).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES.checkbox));
  });

  it.each(Object.entries(SUMMARY_MESSAGES).filter(([key]) => ['name', 'gender', 'addresses'].includes(key)))('a missing answer of section %s fails its summary check: "%s", and moves to the section', async (key, message) => {
    const missing: Record<string, Partial<ApplicantDraft>> = { name: { Surname: undefined }, gender: { Gender: undefined }, addresses: { _address: [] } };
    await renderStep(4, filledIn(missing[key]));
    await confirm();
    expect(summaryLinks()).toEqual([message]);
    expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', `#summary-${key}`);
    // marked as failed: wizard.css draws its border 2px red
    expect(section(SECTION_TITLES[key as SummarySectionId])).toHaveAttribute('data-failed', 'true');
    await waitFor(() => expect(document.activeElement?.id).toBe(`summary-${key}`));
  });

  it('an invalid answer the summary checks do not cover names the section of the field and moves to it', async () => {
    const scrolled: string[] = [];
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    await renderStep(4, filledIn({ Employeremail: 'not an email' }));
    await confirm();
    const [first] = summaryLinks();
    expect(first).toBe(`Employer: ${FIELD_MESSAGES.email}`);
    expect(screen.getByRole('link', { name: first! })).toHaveAttribute('href', '#summary-employer');
    await waitFor(() => expect(document.activeElement?.id).toBe('summary-employer'));
    // scrolled to the section, where the answer is changed
    expect(scrolled).toContain('summary-employer');
    scroll.mockRestore();
  });
});

describe('step 4: lodgement option and price (spec §9)', () => {
  it('msic: lodging at a post office shows the post office fee and no card payment; in person pays by card here', async () => {
    await renderStep(4, filledIn());
    expect(screen.getByRole('radio', { name: LODGEMENT_LABELS.inperson })).not.toBeChecked();
    press(screen.getByRole('radio', { name: LODGEMENT_LABELS.auspost }));
    expect(storedDraft().ExtraData?.lodgementOption).toBe('auspost');
    const postal = computeSummaryPrice(COMPANIES.msic, storedDraft());
    expect(price()).toHaveTextContent(`Post office fee (GST included): ${formatCents(postal.postOfficeFee!)}`);
    expect(screen.queryByRole('group', { name: 'Pay by card' })).not.toBeInTheDocument();
    press(screen.getByRole('radio', { name: LODGEMENT_LABELS.inperson }));
    expect(price()).not.toHaveTextContent('Post office fee');
    expect(price()).toHaveTextContent('Total: $270.00');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('charged $270.00');
  });

  it('issue 39: at a post office the lines add up to the in-person price plus the $20 fee: $322.73 + $32.27 + $20.00 = $375.00', async () => {
    await renderStep(4, filledIn({ Appsubtype: '4', ExtraData: { ...validDraft().ExtraData, lodgementOption: 'inperson' } }));
    expect(price()).toHaveTextContent('Application fee: $322.73GST: $32.27Total: $355.00');
    press(screen.getByRole('radio', { name: LODGEMENT_LABELS.auspost }));
    expect(price()).toHaveTextContent('Application fee: $322.73GST: $32.27Post office fee (GST included): $20.00Total: $375.00');
  });

  it('issue 39: the summary names the airports of an ASIC and says when the card is provisional', async () => {
    await renderStep(
      4,
      filledIn({ Birthdate: birthDateAged(16), _cardType: 'ASIC', OperationalNeedId: 12, Airports: [{ Id: 31, Name: 'Brisbane', Code: 'BNE', AsaType: 'Standard', CanHaveAsa: true }], ExtraData: { ...validDraft().ExtraData, _numAirports: 1, lodgementOption: 'inperson' } }),
      { company: COMPANIES.bne },
    );
    expect(section('Your card')).toHaveTextContent('Airports: Brisbane (BNE)');
    expect(section('Your card')).toHaveTextContent('A provisional card: you are under 18');
    expect(screen.getByTestId('company-account')).toHaveTextContent("the Brisbane Airport company account");
  });

  it('an applicant under 18 is shown the provisional price', async () => {
    await renderStep(4, filledIn({ Birthdate: birthDateAged(16), ExtraData: { ...validDraft().ExtraData, lodgementOption: 'inperson' } }));
    expect(price()).toHaveTextContent('Total: $145.00');
  });

  it('sfc (one lodgement option, invoiced) has it preselected and takes no card', async () => {
    await renderStep(4, filledIn({ Appsubtype: '4' }), { company: COMPANIES.sfc });
    expect(screen.getByRole('radio', { name: LODGEMENT_LABELS.inperson })).toBeChecked();
    expect(screen.queryByRole('radio', { name: LODGEMENT_LABELS.auspost })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(price()).toHaveTextContent(`Charged to the company account: ${formatCents(COMPANIES.sfc.prices.otherYear.price)}`);
    expect(screen.getByTestId('company-account')).toHaveTextContent("Your card is paid for through the Sydney Ferries company account: you have nothing to pay.");
  });

  it('asset-msic: step 3 is the summary, without card or need sections, at the job-ready price, with its one option preselected', async () => {
    const { Firstname, Middlenames, Surname, Birthdate, Gender, Email, _confirmEmail, Prefcontact, Mobilephonenumber, Citizenship, Birthcountry, Birthplace, Birthstate, _idDocument, _address, _postalSame } = validDraft();
    await renderStep(3, { Firstname, Middlenames, Surname, Birthdate, Gender, Email, _confirmEmail, Prefcontact, Mobilephonenumber, Citizenship, Birthcountry, Birthplace, Birthstate, _idDocument, _address, _postalSame, _stepCompleted: 2 }, { company: COMPANIES['asset-msic'] });
    expect(screen.queryByRole('heading', { name: 'Your card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Operational need' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: LODGEMENT_LABELS['asset-msic'] })).toBeChecked();
    expect(price()).toHaveTextContent('Total: $195.00');
    expect(storedDraft()).toMatchObject({ Site: 4, Appsubtype: '2' });
  });

  it('issue 39: an expiry typed as digits on a phone keypad ("0828") is taken and shown as 08/28', async () => {
    await renderStep(4, filledIn({ ExtraData: { ...validDraft().ExtraData, lodgementOption: 'inperson' } }));
    const expiry = screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    expect(expiry).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(expiry, { target: { value: '0899' } });
    fireEvent.blur(expiry);
    expect(expiry).toHaveValue('08/99');
    press(screen.getByRole('checkbox', { name: /I have read and accept the/ }));
    await confirm();
    expect(summaryLinks().filter((link) => link.startsWith('Expiry date'))).toEqual([]);
  });

  it('the card fields take what is typed and check it on confirm (spec §5: Visa or Mastercard, CVC of 3 digits)', async () => {
    await renderStep(4, filledIn({ ExtraData: { ...validDraft().ExtraData, lodgementOption: 'inperson' } }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name on the card' }), { target: { value: "Jane O'Brien" } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Card number' }), { target: { value: '1234 5678 9012 3456' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), { target: { value: '01/20' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Security code (CVC)' }), { target: { value: '12' } });
    press(screen.getByRole('checkbox', { name: /I have read and accept the/ }));
    await confirm();
    expect(summaryLinks()).toEqual([named('Card number', FIELD_MESSAGES.cardNumberPayment), named('Expiry date (MM/YY)', 'This card has expired'), named('Security code (CVC)', FIELD_MESSAGES.cvc)]);
  });
});

