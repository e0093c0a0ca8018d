import { screen, within } from '@testing-library/react';
import { COMPANIES, COMPANY_IDS } from 'shared-contracts';
import { OP_NEED_TYPE_LABELS } from 'shared-contracts/form';
import { FIELD_MESSAGES } from 'shared-contracts/form';
import { validDraft } from 'shared-contracts/testing';
import { birthDateAged, choose, named, press, renderStep, saveAndContinue, setUpStepTests, stepThreeDone, stepTwoDone, storedDraft, summaryLinks } from '../testing/render-step';

// Step 3 across the company variants of the registry (spec §1, §9): card types, airports, sponsored durations,
// the spa port and the need types offered.
setUpStepTests();

const select = (name: string) => screen.getByRole('combobox', { name });
const answered = stepThreeDone;

describe('step 3 of every variant that has one shows what its registry entry says', () => {
  it.each(COMPANY_IDS.map((id) => COMPANIES[id]).filter((c) => c.views.step3 !== 'summary-payment'))('$id', async (company) => {
    await renderStep(3, answered({ _cardType: undefined, Appsubtype: undefined }), { company });
    // a card-type choice only where the company issues both
    expect(screen.queryByRole('radiogroup', { name: 'Which card do you need?' }) !== null).toBe(company.cardTypes.length > 1);
    // airports only for an ASIC (the company's only card)
    expect(screen.queryByText('Airports') !== null).toBe(company.cardTypes.length === 1 && company.cardTypes[0] === 'ASIC');
    // a sponsored company decides the duration; the others ask
    expect(screen.queryByRole('radiogroup', { name: 'How long should your card last?' }) === null).toBe(company.sponsored);
    // the port only for the spa variant
    expect(screen.queryByRole('combobox', { name: 'Which port do you need access to?' }) !== null).toBe(company.views.step3 === 'spa-employment');
  });
});

describe('issue 39: the operational need is a reason for the card applied for', () => {
  const reasons = () => within(select('Why do you need the card?')).getAllByRole('option').map((o) => o.textContent ?? '');
  const groups = () => within(select('Why do you need the card?')).queryAllByRole('group').map((g) => g.getAttribute('label'));

  it.each([['bne'], ['asic']] as const)('%s (an airport) offers aviation reasons under aviation categories, never a port or ship reason', async (id) => {
    await renderStep(3, stepTwoDone(), { company: COMPANIES[id] });
    expect(reasons()).toEqual(['Choose…', 'Airport office worker (white card)', 'Airline or ground handling staff (blue card)']);
    expect(groups()).toEqual(['Airport operations and security', 'Aircrew and airline staff']);
  });

  it('msic offers maritime reasons only', async () => {
    await renderStep(3, stepTwoDone(), { company: COMPANIES.msic });
    expect(reasons()).toEqual(['Choose…', 'Port worker (blue card)', 'Visitor (white card)', 'Office issue (blue card)']);
  });

  it('a port reason saved on an ASIC draft is refused by the step rule the server applies too', async () => {
    await renderStep(3, answered({ _cardType: 'ASIC', OperationalNeedId: 1, Airports: [{ Id: 31, Name: 'Brisbane', Code: 'BNE', AsaType: 'Standard', CanHaveAsa: true }], ExtraData: { ...validDraft().ExtraData, _numAirports: 1 } }), { company: COMPANIES.bne });
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named('Why do you need the card?', 'Choose a reason for an ASIC')]);
  });
});

describe('issue 39: a Job Ready card only where the variant issues one, of the card applied for', () => {
  const jobReady = () => screen.queryByRole('checkbox', { name: /apply for a Job Ready/ });
  it.each([
    ['msic', 'I do not have an employer yet: apply for a Job Ready MSIC'],
    ['asic', 'I do not have an employer yet: apply for a Job Ready ASIC'],
  ] as const)('%s offers "%s"', async (id, label) => {
    await renderStep(3, stepTwoDone(), { company: COMPANIES[id] });
    expect(jobReady()).toHaveAccessibleName(label);
  });
  it.each([['bne'], ['chcheli'], ['spa']] as const)('%s (a company account, an airport or a port authority) offers none', async (id) => {
    await renderStep(3, stepTwoDone(), { company: COMPANIES[id] });
    expect(jobReady()).not.toBeInTheDocument();
  });
});

describe('step 3: need types and durations by variant', () => {
  it('a maritime-only variant (msic) offers employer and self-employed only, as words', async () => {
    await renderStep(3, stepTwoDone(), { company: COMPANIES.msic });
    expect(within(select('Who do you work for?')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', OP_NEED_TYPE_LABELS.employer, OP_NEED_TYPE_LABELS['self employed']]);
  });

  it.each([['asic'], ['bne']] as const)('%s offers the aviation need types, LAME spelled out', async (id) => {
    await renderStep(3, stepTwoDone(), { company: COMPANIES[id] });
    const options = within(select('Who do you work for?')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('Licensed aircraft maintenance engineer (LAME)');
    expect(options).toContain(OP_NEED_TYPE_LABELS['private pilot']);
  });


  it.each([
    { id: 'chcheli', birth: birthDateAged(16), years: '2' },
    { id: 'chcheli', birth: '1985-04-12', years: '4' },
    { id: 'mwpa', birth: '1985-04-12', years: '4' },
    { id: 'bne', birth: '1985-04-12', years: '2' },
  ] as const)('a sponsored $id applicant born $birth is given the company preference ($years years), under 18 forced to 2, with no choice', async ({ id, birth, years }) => {
    await renderStep(3, answered({ Birthdate: birth, Appsubtype: undefined }), { company: COMPANIES[id] });
    expect(screen.getByText(`Your company has chosen a ${years}-year card for you.`)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '4 years' })).not.toBeInTheDocument();
    expect(storedDraft().Appsubtype).toBe(years);
    expect(storedDraft().ExtraData?.Provisional).toBe(birth === '1985-04-12' ? undefined : true);
  });
});

describe('step 3: card variants (spec §1, §9 company registry)', () => {
  it('asic asks for exactly one airport, named in the summary; a Denied airport cannot be chosen; an ASIC cannot be "based on an ASIC"', async () => {
    await renderStep(3, answered({ _cardType: undefined, OperationalNeedId: 12 }), { company: COMPANIES.asic });
    expect(screen.queryByRole('radio', { name: /based on my current ASIC/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Closed Field (CLF)' })).toBeDisabled();
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named('Airports', FIELD_MESSAGES.airportsExactlyOne)]);
    press(screen.getByRole('checkbox', { name: 'Brisbane (BNE)' }));
    expect(storedDraft().Airports).toEqual([expect.objectContaining({ Id: 31 })]);
    await saveAndContinue();
    expect(await screen.findByText('Step 4 of the form')).toBeInTheDocument();
  });

  it('auspost issues both cards: the card chosen decides whether airports are asked; going back to MSIC drops them', async () => {
    await renderStep(3, answered({ _cardType: undefined }), { company: COMPANIES.auspost });
    expect(screen.queryByText('Airports')).not.toBeInTheDocument();
    press(screen.getByRole('radio', { name: 'ASIC' }));
    press(screen.getByRole('checkbox', { name: 'Archerfield (ACF)' }));
    expect(storedDraft().Airports).toHaveLength(1);
    press(screen.getByRole('radio', { name: 'MSIC' }));
    expect(screen.queryByText('Airports')).not.toBeInTheDocument();
    expect(storedDraft()).not.toHaveProperty('Airports');
  });

  it('spa asks which port, and the port access card', async () => {
    await renderStep(3, answered(), { company: COMPANIES.spa });
    await saveAndContinue();
    expect(summaryLinks()).toEqual([named('Which port do you need access to?', FIELD_MESSAGES.portAccess)]);
    choose(select('Which port do you need access to?'), 'Albany');
    press(screen.getByRole('checkbox', { name: 'I also need a port access card' }));
    expect(storedDraft()).toMatchObject({ ExtraData: expect.objectContaining({ PortAccess: 'Albany' }), AccessCardId: expect.anything() });
  });
});
