import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FIELD_MESSAGES, type ApplicantDraft } from 'shared-contracts/form';
import { addressHistoryErrors } from 'shared-contracts/form';
import { answerApi, api, choose, expectSummaryInOrder, named, press, renderStep, saveAndContinue, setUpStepTests, stepTwoDone, storedDraft, summaryLinks } from '../testing/render-step';
import { loadedLocalities } from 'shared-contracts/form';

// Step 2, address history (spec §5), with its partials: AddressFields and SuburbField.
setUpStepTests();

const pad = (n: number) => String(n).padStart(2, '0');
/** The first of the month `years` years (and `months` months) before this month, as the month pickers store it. */
const monthsAgo = (years: number, months = 0) => {
  const d = new Date();
  const at = new Date(d.getFullYear() - years, d.getMonth() - months, 1);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-01`;
};
const address = (over: Record<string, string>) => ({ Country: 'Australia', Line1: '12 Marine Tce', Localityname: 'Fremantle', Postcode: '6160', State: 'WA', ...over });
const card = (title: string) => screen.getByText(title).closest('.mantine-Paper-root') as HTMLElement;
const withAddresses = (addresses: ApplicantDraft['_address'], over: Partial<ApplicantDraft> = {}) => stepTwoDone({ _address: addresses, _stepCompleted: 1, ...over });

describe('step 2: required fields (spec §5), named in the error summary in page order', () => {
  it('an address not given yet names each of its fields, then the postal address, in the focused summary; a link focuses its field', async () => {
    await renderStep(2, withAddresses([{ Country: 'Australia' }], { _postalSame: undefined, _postalAddress: { Country: 'Australia' } }));
    await saveAndContinue();
    const links = summaryLinks();
    expect(links[0]).toBe(FIELD_MESSAGES.addressHistory);
    // the current address's fields, then the postal address's: the same labels, twice, in page order
    const fields = [named('Street address', 'Enter the street address'), named('State or territory', FIELD_MESSAGES.state), named('Suburb or town', 'Enter the suburb or town'), named('Postcode', 'Enter the postcode')];
    expectSummaryInOrder([...fields, named('Lived here from (month and year)', FIELD_MESSAGES.fromDate)]);
    expect(links.filter((l) => fields.includes(l))).toEqual([...fields, ...fields]);
    expect(links.indexOf(named('Lived here from (month and year)', FIELD_MESSAGES.fromDate))).toBeLessThan(links.lastIndexOf(fields[0]!));
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: /There is a problem/ }));
    expect(screen.queryByText('Step 3 of the form')).not.toBeInTheDocument();
    press(screen.getAllByRole('link', { name: named('Street address', 'Enter the street address') })[0]!);
    expect(document.activeElement).toBe(within(card('Current address')).getByRole('textbox', { name: 'Street address' }));
  });

  it('a complete address history of one address since 2012 moves on to step 3', async () => {
    await renderStep(2, withAddresses([address({ FromDate: '2012-03-01' })]));
    await saveAndContinue();
    expect(await screen.findByText('Step 3 of the form')).toBeInTheDocument();
    await waitFor(() => expect(api.saves.at(-1)).toMatchObject({ _stepCompleted: 2 }));
  });
});

describe('step 2: field-driven changes', () => {
  it('a postal address that is not the residential one asks for it; "the same" removes it from the screen and the draft', async () => {
    await renderStep(2, withAddresses([address({ FromDate: '2012-03-01' })], { _postalSame: false, _postalAddress: address({ Line1: 'PO Box 12' }) }));
    const same = screen.getByRole('checkbox', { name: 'My postal address is the same as my current address' });
    expect(screen.getAllByRole('textbox', { name: 'Street address' })).toHaveLength(2);
    press(same);
    expect(screen.getAllByRole('textbox', { name: 'Street address' })).toHaveLength(1);
    expect(storedDraft()).not.toHaveProperty('_postalAddress');
    press(same);
    expect(screen.getAllByRole('textbox', { name: 'Street address' })).toHaveLength(2);
  });

  it('an address outside Australia asks for a state, province or region and a town in words, with no Australian postcode rule', async () => {
    await renderStep(2, withAddresses([address({ FromDate: '2012-03-01' })]));
    const current = within(card('Current address'));
    choose(current.getByRole('combobox', { name: 'Country' }), 'New Zealand');
    expect(current.queryByRole('combobox', { name: 'State or territory' })).not.toBeInTheDocument();
    expect(current.getByRole('textbox', { name: 'State, province or region' })).toBeInTheDocument();
    expect(current.getByRole('textbox', { name: 'Town or city' })).toBeInTheDocument();
    fireEvent.change(current.getByRole('textbox', { name: 'State, province or region' }), { target: { value: 'Canterbury' } });
    fireEvent.change(current.getByRole('textbox', { name: 'Town or city' }), { target: { value: 'Christchurch' } });
    fireEvent.change(current.getByRole('textbox', { name: 'Postcode' }), { target: { value: '8011' } });
    await saveAndContinue();
    expect(await screen.findByText('Step 3 of the form')).toBeInTheDocument();
  });

  it('issue 39: before a state is chosen the suburb field says to choose it first; a suburb its state does not have is refused', async () => {
    // a state no other test of this file uses: the suburbs of a state are fetched once per page
    answerApi((url) => (url.endsWith('/shared/data/au/TAS.json') ? { status: 200, body: [{ Name: 'Hobart', Postcode: '7000', State: 'TAS' }] } : { status: 200, body: [] }));
    await renderStep(2, withAddresses([address({ State: '', Localityname: '', Postcode: '', FromDate: '2012-03-01' })]));
    const current = within(card('Current address'));
    expect(current.getByRole('combobox', { name: 'Suburb or town' })).toHaveAccessibleDescription('Choose the state or territory first: its suburbs and towns are then suggested as you type.');
    choose(current.getByRole('combobox', { name: 'State or territory' }), 'TAS');
    const suburb = current.getByRole('combobox', { name: 'Suburb or town' });
    expect(suburb).not.toHaveAccessibleDescription(/Choose the state/);
    fireEvent.focus(suburb);
    fireEvent.input(suburb, { target: { value: 'South Towns' } });
    fireEvent.change(suburb, { target: { value: 'South Towns' } });
    fireEvent.change(current.getByRole('textbox', { name: 'Postcode' }), { target: { value: '7000' } });
    await waitFor(() => expect(loadedLocalities('TAS')).toHaveLength(1));
    await saveAndContinue();
    expect(summaryLinks()).toContain(named('Suburb or town', 'We cannot find South Towns in TAS: choose the suburb or town from the list as you type'));
  });

  it('the suburb typeahead is a combobox over the suburbs of the state from 2 characters: arrow keys and Enter choose one, which fills the suburb and its postcode; the number found is announced', async () => {
    // a state no other test of this file uses: the suburbs of a state are fetched once per page
    answerApi((url) =>
      url.endsWith('/shared/data/au/SA.json')
        ? { status: 200, body: [{ Name: 'Adelaide', Postcode: '5000', State: 'SA' }, { Name: 'Port Adelaide', Postcode: '5015', State: 'SA' }, { Name: 'Port Augusta', Postcode: '5700', State: 'SA' }] }
        : { status: 200, body: [] },
    );
    await renderStep(2, withAddresses([address({ State: 'SA', Localityname: '', Postcode: '', FromDate: '2012-03-01' })]));
    const current = within(card('Current address'));
    const suburb = () => current.getByRole('combobox', { name: 'Suburb or town' });
    // the state's suburbs are fetched when the applicant comes to the field, not with the step
    expect(api.requests).not.toContain('http://api.test/shared/data/au/SA.json');
    fireEvent.focus(suburb());
    await waitFor(() => expect(api.requests).toContain('http://api.test/shared/data/au/SA.json'));
    const status = () => current.getByRole('status');
    const key = (code: string) => fireEvent.keyDown(suburb(), { key: code, code });
    expect(suburb()).toHaveAttribute('aria-expanded', 'false');
    expect(suburb()).toHaveAttribute('autocomplete', 'address-level2');

    fireEvent.input(suburb(), { target: { value: 'P' } });
    expect(current.queryByRole('listbox', { name: 'Matching suburbs' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent(/^$/);
    fireEvent.input(suburb(), { target: { value: 'Port' } });
    const list = await current.findByRole('listbox', { name: 'Matching suburbs' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Port Adelaide, SA 5015', 'Port Augusta, SA 5700']);
    expect(suburb()).toHaveAttribute('aria-expanded', 'true');
    expect(suburb()).toHaveAttribute('aria-controls', list.id);
    expect(status()).toHaveTextContent('2 suburbs found');

    // ArrowDown reaches the first option, again the second, ArrowUp back to the first (aria-activedescendant)
    key('ArrowDown');
    const [adelaide, augusta] = within(list).getAllByRole('option');
    expect(suburb()).toHaveAttribute('aria-activedescendant', adelaide!.id);
    key('ArrowDown');
    expect(suburb()).toHaveAttribute('aria-activedescendant', augusta!.id);
    key('ArrowUp');
    expect(suburb()).toHaveAttribute('aria-activedescendant', adelaide!.id);
    key('Enter');
    expect(current.getByRole('textbox', { name: 'Postcode' })).toHaveValue('5015');
    expect(suburb()).toHaveValue('Port Adelaide');
    expect(storedDraft()._address?.[0]).toMatchObject({ Localityname: 'Port Adelaide', Postcode: '5015' });
    expect(current.queryByRole('listbox', { name: 'Matching suburbs' })).not.toBeInTheDocument();
    expect(suburb()).toHaveAttribute('aria-expanded', 'false');
    expect(status()).toHaveTextContent(/^$/);
    // the focus stays in the field after the choice
    expect(suburb()).toHaveFocus();

    // Escape closes the list and keeps what was typed; typing opens it again; a postcode typed matches by postcode
    fireEvent.input(suburb(), { target: { value: 'Adel' } });
    expect(within(await current.findByRole('listbox', { name: 'Matching suburbs' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Adelaide, SA 5000', 'Port Adelaide, SA 5015']);
    key('Escape');
    expect(current.queryByRole('listbox', { name: 'Matching suburbs' })).not.toBeInTheDocument();
    expect(suburb()).toHaveValue('Adel');
    fireEvent.input(suburb(), { target: { value: '57' } });
    expect(within(await current.findByRole('listbox', { name: 'Matching suburbs' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Port Augusta, SA 5700']);
    expect(status()).toHaveTextContent('1 suburb found');
    // a click chooses too
    press(current.getByRole('option', { name: 'Port Augusta, SA 5700' }));
    expect(current.getByRole('textbox', { name: 'Postcode' })).toHaveValue('5700');
    expect(storedDraft()._address?.[0]).toMatchObject({ Localityname: 'Port Augusta', Postcode: '5700' });
  });
});

describe('step 2: ten years of addresses without a gap (spec §5, issue 15)', () => {
  it('a current address of 3 years names the years not covered; a previous address with its dates completes the history', async () => {
    const draft = withAddresses([address({ FromDate: monthsAgo(3) })]);
    await renderStep(2, draft);
    await saveAndContinue();
    const [missing] = addressHistoryErrors(draft._address);
    expect(missing).toMatch(/^Your addresses do not cover /);
    expect(summaryLinks()).toEqual([missing]);
    expect(screen.getAllByText(missing!)).toHaveLength(2);

    press(screen.getByRole('button', { name: 'Add a previous address' }));
    const previous = within(card('Previous address 1'));
    expect(previous.getByLabelText(/Lived here until/)).toBeRequired();
    fireEvent.change(previous.getByRole('textbox', { name: 'Street address' }), { target: { value: '3 Ocean Rd' } });
    choose(previous.getByRole('combobox', { name: 'State or territory' }), 'WA');
    fireEvent.change(previous.getByRole('combobox', { name: 'Suburb or town' }), { target: { value: 'Albany' } });
    fireEvent.change(previous.getByRole('textbox', { name: 'Postcode' }), { target: { value: '6330' } });
    fireEvent.change(previous.getByLabelText(/Lived here from/), { target: { value: monthsAgo(12).slice(0, 7) } });
    fireEvent.change(previous.getByLabelText(/Lived here until/), { target: { value: monthsAgo(3, 1).slice(0, 7) } });
    expect(storedDraft()._address?.[1]).toMatchObject({ Line1: '3 Ocean Rd', FromDate: monthsAgo(12), ToDate: monthsAgo(3, 1) });
    await saveAndContinue();
    expect(await screen.findByText('Step 3 of the form')).toBeInTheDocument();
  });

  it('a six-year gap between two addresses (2015 to 2021) is named and stops the step', async () => {
    const draft = withAddresses([address({ FromDate: '2021-07-01' }), address({ Line1: '3 Ocean Rd', FromDate: '2010-01-01', ToDate: '2015-02-01' })]);
    await renderStep(2, draft);
    await saveAndContinue();
    expect(summaryLinks()).toEqual(addressHistoryErrors(draft._address));
    expect(summaryLinks()[0]).toMatch(/^Your addresses do not cover March 2015 to June 2021$/);
    expect(screen.queryByText('Step 3 of the form')).not.toBeInTheDocument();
  });

  it('a moved-out date before the moved-in date is refused on the field', async () => {
    await renderStep(2, withAddresses([address({ FromDate: '2020-01-01' }), address({ FromDate: '2014-01-01', ToDate: '2012-01-01' })]));
    await saveAndContinue();
    expect(summaryLinks()).toContain(named('Lived here until (month and year)', FIELD_MESSAGES.toDateBeforeFromDate));
  });

  it('when the first address covers the 10 years at most 2 are kept, and no more can be added', async () => {
    await renderStep(2, withAddresses([address({ FromDate: '2010-01-01' }), address({ Line1: '3 Ocean Rd', FromDate: '2005-01-01', ToDate: '2009-12-01' }), address({ Line1: '9 Hill St', FromDate: '2000-01-01', ToDate: '2004-12-01' })]));
    expect(screen.getByText('Previous address 1')).toBeInTheDocument();
    expect(screen.queryByText('Previous address 2')).not.toBeInTheDocument();
    expect(storedDraft()._address).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add a previous address' })).not.toBeInTheDocument();
  });

  it('a previous address can be removed', async () => {
    await renderStep(2, withAddresses([address({ FromDate: '2020-01-01' }), address({ Line1: '3 Ocean Rd', FromDate: '2010-01-01', ToDate: '2019-12-01' })]));
    press(screen.getByRole('button', { name: 'Remove previous address 1' }));
    expect(screen.queryByText('Previous address 1')).not.toBeInTheDocument();
    expect(storedDraft()._address).toEqual([address({ FromDate: '2020-01-01' })]);
  });
});
