// The wizard filled in as an applicant does, field by field through its accessible names: one place for the specs
// that type an application (application.spec, save-and-return.spec).
import type { Locator, Page } from '@playwright/test';
import { expect } from './system';

/** A text field or a select by its accessible name (the label without its required asterisk). */
export const tb = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const sel = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/**
 * Chooses in a select as an applicant does: the select is reached first (a tap or a click opens it, the keyboard
 * focuses it), then the option is picked. A long list, such as the countries, holds only its chosen option until
 * the select is reached (decision 066).
 */
export async function choose(select: Locator, option: string | { index: number }) {
  await select.focus();
  await select.selectOption(option);
}
export const next = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

export interface StepOneApplicant {
  firstname: string;
  middlenames: string;
  surname: string;
  /** yyyy-mm-dd */
  birthDate: string;
  email: string;
  birthTown: string;
  registrationNumber: string;
  /** yyyy-mm-dd */
  registrationDate: string;
}

/** Step 1 of an adult born in Western Australia, with a WA birth certificate. */
export async function fillStepOne(page: Page, who: StepOneApplicant) {
  await tb(page, 'First name').fill(who.firstname);
  await tb(page, 'Middle names').fill(who.middlenames);
  await tb(page, 'Surname').fill(who.surname);
  await page.getByLabel('Date of birth').fill(who.birthDate);
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await tb(page, 'Email address').fill(who.email);
  await tb(page, 'Confirm email address').fill(who.email);
  await page.getByRole('radio', { name: 'Mobile', exact: true }).check();
  await tb(page, 'Mobile phone').fill('0491 570 156');
  await choose(sel(page, 'Country of birth'), 'Australia');
  await tb(page, 'Town or city of birth').fill(who.birthTown);
  await choose(sel(page, 'State of birth'), 'WA');
  await choose(sel(page, 'Citizenship'), 'Australia');
  // spec §4: Australia as birth country preselects the first ID type (birth certificate)
  await expect(sel(page, 'Identity document')).toHaveValue('4');
  await tb(page, 'Given names, as on the document').fill(`${who.firstname} ${who.middlenames}`);
  await tb(page, 'Family name, as on the document').fill(who.surname);
  await choose(sel(page, 'State of registration'), 'WA');
  await tb(page, 'Registration number').fill(who.registrationNumber);
  await page.getByLabel('Registration date').fill(who.registrationDate);
}

/** Step 2 after its street address: Fremantle WA 6160 through the typeahead, lived in since March 2012. */
export async function fillFremantleSince2012(page: Page) {
  await choose(sel(page, 'State or territory'), 'WA');
  // spec §9 typeahead: 2 characters at least, 5 results at most, from the published localities
  await sel(page, 'Suburb or town').fill('Fremant');
  await page.getByRole('listbox', { name: 'Matching suburbs' }).getByRole('option', { name: 'Fremantle, WA 6160' }).click();
  await expect(tb(page, 'Postcode')).toHaveValue('6160');
  await page.getByLabel('Lived here from (month and year)').fill('2012-03');
}

/**
 * A 2-year card. Spec §4's confirm modal opens only when the choice changes a duration already on the form
 * (decision 047): decided from the radios before the click, never from whether the modal has appeared yet (it
 * animates in). The specs type adults: a first choice of 2 is applied at once.
 */
export async function chooseTwoYears(page: Page) {
  const twoYears = page.getByRole('radio', { name: '2 years', exact: true });
  const changing = await page.getByRole('radio', { name: '4 years', exact: true }).isChecked();
  if (!(await twoYears.isChecked())) {
    await twoYears.click();
    if (changing) await page.getByRole('dialog', { name: 'Confirm how long your card lasts' }).getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(twoYears).toBeChecked();
}

/**
 * Opens the expiry confirmation (spec §4) of an adult's step 3 and leaves it open: a duration is chosen first when
 * none is (applied at once), then the other one, which changes it.
 */
export async function openExpiryConfirmation(page: Page) {
  const twoYears = page.getByRole('radio', { name: '2 years', exact: true });
  const fourYears = page.getByRole('radio', { name: '4 years', exact: true });
  if (!(await twoYears.isChecked()) && !(await fourYears.isChecked())) {
    await twoYears.click();
    await expect(twoYears).toBeChecked();
  }
  await ((await twoYears.isChecked()) ? fourYears : twoYears).click();
  await expect(page.getByRole('dialog', { name: 'Confirm how long your card lasts' })).toBeVisible();
}

/** Step 3's operational need and employer (Harbour Marine Services, contact Sam Lee at `employerEmail`). */
export async function fillNeedAndEmployer(page: Page, employerEmail: string) {
  await choose(sel(page, 'Why do you need the card?'), { index: 1 });
  await choose(sel(page, 'Who do you work for?'), 'employer');
  await tb(page, 'Describe your occupation and why you need access').fill('I work as a deckhand on supply vessels that berth at the port every single week');
  await choose(sel(page, 'How often do you need access to secure areas?'), { index: 1 });
  await tb(page, 'Employer name').fill('Harbour Marine Services');
  await tb(page, 'Street address').fill('1 Wharf Rd');
  // the state first, then the suburb from its localities (issue 39: the employer's suburb is a typeahead too)
  await choose(sel(page, 'State or territory'), 'WA');
  await sel(page, 'Suburb or town').fill('Fremantle');
  await tb(page, 'Postcode').fill('6160');
  await tb(page, "Contact's first name").fill('Sam');
  await tb(page, "Contact's surname").fill('Lee');
  await tb(page, "Contact's email address").fill(employerEmail);
  await tb(page, "Contact's phone number").fill('(08) 5550 1234');
  await tb(page, "Contact's position").fill('Operations manager');
}

/** The sandbox card of the summary step. */
export async function payByCard(page: Page, nameOnCard: string, number = '4242 4242 4242 4242') {
  await tb(page, 'Name on the card').fill(nameOnCard);
  await tb(page, 'Card number').fill(number);
  await tb(page, 'Expiry date (MM/YY)').fill('12/30');
  await tb(page, 'Security code (CVC)').fill('123');
}
