// Keyboard-only journeys (issue 9, WCAG 2.1.1, 2.4.3, 2.2.1, 3.3.1, 3.3.2): the whole application from step 1 to
// the status page and the whole induction from enrolment to completion with Tab, Shift+Tab, arrow keys, Space and
// Enter only (support/keyboard.ts: nothing is clicked, a field is typed into only once the keyboard focused it).
// Focus moves to the page's h1 on navigation and to the error summary on a failed submit; every field has a
// visible label and its error tied to it; the idle warning is an alert dialog that the keyboard extends.
import type { Page } from '@playwright/test';
import { IDLE_START_SECONDS, IDLE_TIMEOUT_SECONDS } from 'shared-contracts';
import { axeViolations, fieldReport, loadAxe, freshMsicNumber, unique, waitForScreen } from '../support/a11y';
import { MSIC_INDUCTION, MSIC_INDUCTION_ANSWERS, withoutNarration, type ModuleAnswers } from '../support/induction';
import { chooseOption, chooseRadio, press, tabTo, tick, typeDate, typeInto } from '../support/keyboard';
import { expect, pageHeading, test } from '../support/system';

test.describe.configure({ timeout: 150_000 });

const tb = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const sel = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const radio = (page: Page, name: string | RegExp) => page.getByRole('radio', { name, exact: typeof name === 'string' });
const checkbox = (page: Page, name: string | RegExp) => page.getByRole('checkbox', { name, exact: typeof name === 'string' });
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const errorSummary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

/** After a navigation the screen's h1 has the focus (ui-kit route effects), so a screen reader starts there. */
async function expectHeadingFocused(page: Page, text: string | RegExp) {
  await expect(pageHeading(page)).toHaveText(text);
  await expect(pageHeading(page)).toBeFocused();
}

/** A failed submit: the error summary has the focus; every field is labelled and every error is tied to its field. */
async function expectErrorState(page: Page) {
  await expect(errorSummary(page)).toBeFocused();
  const report = await fieldReport(page);
  expect(report.errorsShown, 'error messages next to the fields after a failed submit').toBeGreaterThan(0);
  expect({ unlabelled: report.unlabelled, untiedErrors: report.untiedErrors, orphanErrors: report.orphanErrors }).toEqual({ unlabelled: [], untiedErrors: [], orphanErrors: [] });
}

test('the whole application journey, steps 1-4 to the status page, by keyboard alone', async ({ page }) => {
  // four steps, every field by keyboard: it reached the status page at 150 s beside the canary spec's five browsers
  // (2026-11-29), so twice that
  test.setTimeout(300_000);
  const email = `keys.${unique()}@example.com`;
  // axe checks step 2 with the suburb list open (the page's CSP refuses a script added later)
  await loadAxe(page.context());
  await page.goto('/apply/form/step1');
  await waitForScreen(page);

  // step 1 submitted empty: focus on the error summary, whose first link takes focus to its field
  await press(page, button(page, 'Save and continue'));
  await expectErrorState(page);
  await page.keyboard.press('Tab');
  await expect(errorSummary(page).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tb(page, 'First name')).toBeFocused();

  await page.keyboard.type('Jane');
  await typeInto(page, tb(page, 'Middle names'), 'Mary');
  await typeInto(page, tb(page, 'Surname'), "O'Brien");
  await typeDate(page, page.getByLabel('Date of birth'), '1985-04-12');
  await chooseRadio(page, radio(page, 'Female'));
  await typeInto(page, tb(page, 'Email address'), email);
  await typeInto(page, tb(page, 'Confirm email address'), email);
  await chooseRadio(page, radio(page, 'Mobile'));
  await typeInto(page, tb(page, 'Mobile phone'), '0491 570 156');
  await chooseOption(page, sel(page, 'Country of birth'), 'Australia');
  await typeInto(page, tb(page, 'Town or city of birth'), 'Fremantle');
  await chooseOption(page, sel(page, 'State of birth'), 'WA');
  await chooseOption(page, sel(page, 'Citizenship'), 'Australia');
  await expect(sel(page, 'Identity document')).toHaveValue('4');
  await typeInto(page, tb(page, 'Given names, as on the document'), 'Jane Mary');
  await typeInto(page, tb(page, 'Family name, as on the document'), "O'Brien");
  await chooseOption(page, sel(page, 'State of registration'), 'WA');
  await typeInto(page, tb(page, 'Registration number'), '1234567');
  await typeDate(page, page.getByLabel('Registration date'), '1985-05-01');
  await press(page, button(page, 'Save and continue'));

  // step 2: focus on the h1 of the new step; an empty address shows its errors, then the typeahead by keyboard
  await expect(page).toHaveURL(/\/apply\/form\/\d+\/step2$/);
  await expectHeadingFocused(page, 'Apply for an MSIC Card');
  await press(page, button(page, 'Save and continue'));
  await expectErrorState(page);
  const current = page.getByRole('group', { name: 'Where you have lived' });
  await typeInto(page, current.getByRole('textbox', { name: 'Street address' }), '12 Marine Tce');
  await chooseOption(page, current.getByRole('combobox', { name: 'State or territory' }), 'WA');
  // the typeahead is a combobox (spec §9): its list is announced, the arrow keys reach an option, Enter chooses it
  const suburb = current.getByRole('combobox', { name: 'Suburb or town' });
  await typeInto(page, suburb, 'Fremant');
  const suburbs = current.getByRole('listbox', { name: 'Matching suburbs' });
  await expect(suburbs.getByRole('option', { name: 'Fremantle, WA 6160' })).toBeVisible();
  await expect(current.getByRole('status')).toHaveText(/^\d suburbs? found$/);
  expect(await axeViolations(page), 'axe on step 2 with the suburb list open').toEqual([]);
  await page.keyboard.press('ArrowDown');
  const activeId = await suburb.getAttribute('aria-activedescendant');
  expect(activeId, 'the first option is active').toBeTruthy();
  await expect(suburbs.locator(`[id="${activeId}"]`)).toHaveText('Fremantle, WA 6160');
  await page.keyboard.press('Enter');
  await expect(suburbs).toBeHidden();
  await expect(suburb).toBeFocused();
  await expect(suburb).toHaveValue('Fremantle');
  await expect(current.getByRole('textbox', { name: 'Postcode' })).toHaveValue('6160');
  await typeDate(page, page.getByLabel('Lived here from (month and year)'), '2012-03');
  await press(page, button(page, 'Save and continue'));

  // step 3: the expiry confirmation is a dialog that takes focus, confirmed by keyboard
  await expect(page).toHaveURL(/\/step3$/);
  await expectHeadingFocused(page, 'Apply for an MSIC Card');
  await press(page, button(page, 'Save and continue'));
  await expectErrorState(page);
  await chooseRadio(page, radio(page, 'A new MSIC'));
  // a first choice is made at once (Space on the first radio); changing it opens the confirmation first (the
  // arrow key), which takes focus and, cancelled, leaves the first choice (decision 047)
  await tabTo(page, radio(page, '2 years'));
  await page.keyboard.press('Space');
  await expect(radio(page, '2 years')).toBeChecked();
  const dialog = page.getByRole('dialog', { name: 'Confirm how long your card lasts' });
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await press(page, dialog.getByRole('button', { name: 'Cancel' }));
  await expect(dialog).toHaveCount(0);
  await expect(radio(page, '2 years')).toBeChecked();
  await chooseOption(page, sel(page, 'Why do you need the card?'), { index: 1 });
  await chooseOption(page, sel(page, 'Who do you work for?'), 'employer');
  await typeInto(page, tb(page, 'Describe your occupation and why you need access'), 'I work as a deckhand on supply vessels that berth at the port every single week');
  await chooseOption(page, sel(page, 'How often do you need access to secure areas?'), { index: 1 });
  await typeInto(page, tb(page, 'Employer name'), 'Harbour Marine Services');
  await typeInto(page, tb(page, 'Street address'), '1 Wharf Rd');
  // the state first, then the suburb from its localities (issue 39): the employer's suburb is a typeahead too
  await chooseOption(page, sel(page, 'State or territory'), 'WA');
  await typeInto(page, sel(page, 'Suburb or town'), 'Fremantle');
  await typeInto(page, tb(page, 'Postcode'), '6160');
  await typeInto(page, tb(page, "Contact's first name"), 'Sam');
  await typeInto(page, tb(page, "Contact's surname"), 'Lee');
  await typeInto(page, tb(page, "Contact's email address"), `sam.${unique()}@example.com`);
  await typeInto(page, tb(page, "Contact's phone number"), '(08) 5550 1234');
  await typeInto(page, tb(page, "Contact's position"), 'Operations manager');
  await press(page, button(page, 'Save and continue'));

  // step 4: nothing chosen shows the errors; then lodgement, terms and card by keyboard, and Enter submits
  await expect(page).toHaveURL(/\/step4$/);
  await expectHeadingFocused(page, 'Apply for an MSIC Card');
  await press(page, button(page, 'Confirm and submit my application'));
  await expectErrorState(page);
  await chooseRadio(page, radio(page, /In person/));
  await tick(page, checkbox(page, /I have read and accept the/));
  await typeInto(page, tb(page, 'Name on the card'), 'Jane O Brien');
  await typeInto(page, tb(page, 'Card number'), '4242 4242 4242 4242');
  await typeInto(page, tb(page, 'Expiry date (MM/YY)'), '12/30');
  await typeInto(page, tb(page, 'Security code (CVC)'), '123');
  // the focus order follows the form: Shift+Tab goes back to the field before
  await page.keyboard.press('Shift+Tab');
  await expect(tb(page, 'Expiry date (MM/YY)')).toBeFocused();
  await press(page, button(page, 'Confirm and submit my application'));

  // spec §4: processing, then the status page, its h1 focused
  await expect(page).toHaveURL(/\/status\/\d+$/, { timeout: 30_000 });
  await expectHeadingFocused(page, 'Your MSIC application');
});

test('the idle warning is an alert dialog that takes focus and that Enter extends (spec §4, WCAG 2.2.1)', async ({ page }) => {
  await page.clock.install();
  await page.goto('/apply/form/step1');
  await waitForScreen(page);
  await tabTo(page, tb(page, 'First name'));
  await page.keyboard.type('Jane');
  // the first answer creates the form, which moves the wizard to the form's own address
  await expect(page).toHaveURL(/\/apply\/form\/\d+\/step1$/);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await expect(tb(page, 'First name')).toBeFocused();

  // idle past the start delay and into the warning period of the spec's timeout
  const idleUntilWarning = (IDLE_START_SECONDS + IDLE_TIMEOUT_SECONDS - 60) * 1000;
  await page.clock.fastForward(idleUntilWarning);
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  // announced: an alert dialog labelled by its title and described by its text, with focus on the way to stay
  await expect(warning).toHaveAccessibleDescription(/this session will end in \d+ seconds/);
  await expect(warning.getByRole('button', { name: 'Continue my application' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(warning).toHaveCount(0);
  // focus goes back where the applicant was, with what they typed
  await expect(tb(page, 'First name')).toBeFocused();
  await expect(tb(page, 'First name')).toHaveValue('Jane');

  // the time was extended: the same wait warns again instead of ending the session
  await page.clock.fastForward(idleUntilWarning);
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(/\/apply\/form\/\d+\/step1$/);
  await page.keyboard.press('Space');
  await expect(warning).toHaveCount(0);
});

/**
 * Slides by keyboard: each is read (the narration is unavailable, so the audio-error path: spec §4) until the player
 * marks it completed, then Next, until the last slide offers the questions.
 */
async function slidesToQuestions(page: Page) {
  for (let slide = 0; slide < 12; slide += 1) {
    await expect(page.getByTestId('slide-completed')).toBeVisible({ timeout: 20_000 });
    const go = button(page, 'Go to the questions');
    if (await go.isVisible()) return press(page, go);
    await press(page, button(page, 'Next'));
  }
  throw new Error('the slides never offered the questions');
}

/** A module's right answers by keyboard: radios with the arrow keys, check boxes with Space. */
async function answerByKeyboard(page: Page, answers: ModuleAnswers) {
  for (const name of answers.radios) await chooseRadio(page, radio(page, name));
  for (const name of answers.checkboxes) await tick(page, checkbox(page, name));
}

test('the induction from enrolment to completion by keyboard alone', async ({ page }) => {
  // eight modules and 26 slides, every one by keyboard: 2.7 min measured on a loaded machine
  test.setTimeout(360_000);
  await withoutNarration(page);
  await page.goto('/induction-enrolment');
  await waitForScreen(page);
  await press(page, button(page, 'Enrol'));
  await expectErrorState(page);
  await typeInto(page, page.getByLabel('First name'), 'Wiremu');
  await typeInto(page, page.getByLabel('Surname'), 'Keys');
  await typeDate(page, page.getByLabel('Date of birth'), '1988-04-12');
  await typeInto(page, page.getByLabel('Email address'), `wiremu.${unique()}@example.com`);
  await typeInto(page, page.getByLabel('Mobile phone number'), '0412 345 678');
  await typeInto(page, page.getByLabel('MSIC number'), freshMsicNumber());
  await press(page, button(page, 'Enrol'));

  await expect(page).toHaveURL(/\/induction-status\/\d+\/[A-Za-z0-9_-]+$/);
  await expectHeadingFocused(page, 'Induction status');
  const statusUrl = page.url();
  await press(page, page.getByRole('row', { name: new RegExp(MSIC_INDUCTION) }).getByRole('link', { name: MSIC_INDUCTION }));
  await expect(page).toHaveURL(/\/induction\/[A-Za-z0-9_-]{32}$/);
  await expectHeadingFocused(page, MSIC_INDUCTION);

  // module 1: the slides, then a page submitted empty (focus on the summary), then the right answers
  const [first, ...others] = MSIC_INDUCTION_ANSWERS as [ModuleAnswers, ...ModuleAnswers[]];
  await slidesToQuestions(page);
  await press(page, button(page, 'Next page'));
  await expectErrorState(page);
  await answerByKeyboard(page, first);
  await press(page, button(page, 'Next page'));
  for (const name of first.secondPage ?? []) await chooseRadio(page, radio(page, name));
  await press(page, button(page, 'Submit answers'));

  for (const [i, answers] of others.entries()) {
    await expect(page.getByTestId('module-heading')).toHaveText(`Module ${i + 2} of 8: ${answers.title}`);
    await slidesToQuestions(page);
    await answerByKeyboard(page, answers);
    await press(page, button(page, i === others.length - 1 ? 'Submit answers and finish' : 'Submit answers'));
  }

  // the completion page, its h1 focused, then back on the induction status page, completed
  await expectHeadingFocused(page, 'Induction completed');
  await press(page, page.getByRole('link', { name: 'Back to your status page' }));
  await expect(page).toHaveURL(statusUrl);
  await expectHeadingFocused(page, 'Induction status');
  await expect(page.getByRole('row', { name: new RegExp(MSIC_INDUCTION) }).getByText('Completed', { exact: true })).toBeVisible();
});
