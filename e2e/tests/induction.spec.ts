// The online induction (issue 5; spec §2, §4, §5, §8, §9): induction-only enrolment, programme 1 taken to
// completion with its narration (or the audio-error path where headless Chromium cannot play it), a wrong answer,
// leaving and resuming at the right question, and the completion on the induction status page; once through the
// shell and once in the induction remote running as its own app on its own origin.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts/api';
import { API_URL, expect, pageHeading, remoteOrigin, test } from '../support/system';

const MSIC_INDUCTION = 'MSIC security awareness induction';

interface Participant {
  firstname: string;
  email: string;
  msicnum: string;
}

/** spec §2 /induction-enrolment: enrols in induction 1 and lands on the induction status page. */
async function enrol(page: Page, origin: string, who: Participant) {
  await page.goto(`${origin}/induction-enrolment`);
  await expect(pageHeading(page)).toHaveText('Induction enrolment');
  await page.getByLabel('First name').fill(who.firstname);
  await page.getByLabel('Surname').fill('Tawhiri');
  await page.getByLabel('Date of birth').fill('1988-04-12');
  await page.getByLabel('Email address').fill(who.email);
  await page.getByLabel('Mobile phone number').fill('0412 345 678');
  await page.getByLabel('MSIC number').fill(who.msicnum);
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(page).toHaveURL(/\/induction-status\/\d+\/[A-Za-z0-9_-]+$/);
  await expect(pageHeading(page)).toHaveText('Induction status');
  const row = page.getByRole('row', { name: new RegExp(MSIC_INDUCTION) });
  await expect(row.getByTestId('completed-at')).toHaveText('Not yet');
  return { statusUrl: page.url(), inductionLink: row.getByRole('link', { name: MSIC_INDUCTION }) };
}

/**
 * spec §4: the first slide's narration is played to its end, its completion posted and the player moves on by
 * itself; or, when the narration is not ready within 10 s, the audio error and slides only.
 */
async function listenToFirstSlide(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
  const completion = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/slide-completed'), { timeout: 40_000 }).catch(() => null);
  // by keyboard alone (WCAG 2.1.1): once the narration is ready, focus the play button and press Enter
  const ready = page.getByRole('button', { name: 'Play narration', disabled: false });
  await expect(ready.or(page.getByTestId('audio-error'))).toBeVisible({ timeout: 15_000 });
  if (await ready.isVisible()) {
    await ready.focus();
    await page.keyboard.press('Enter');
  }
  const nextSlide = page.getByRole('heading', { level: 2, name: 'Why the MSIC exists' });
  const audioError = page.getByTestId('audio-error');
  await expect(nextSlide.or(audioError)).toBeVisible({ timeout: 40_000 });
  const played = !(await audioError.isVisible());
  test.info().annotations.push({ type: 'narration', description: played ? 'played to its end in headless Chromium' : 'audio error: slides only' });
  if (!played) {
    await expect(audioError).toContainText(MESSAGES.audioError);
    await page.getByRole('button', { name: 'Next' }).click();
  } else {
    const request = await completion;
    expect(request?.postDataJSON()).toEqual({ module: 0, slide: 0 });
    // still listening: the pause button is there for the next slide's narration (WCAG 1.4.2)
    await expect(page.getByRole('button', { name: 'Pause narration' }).or(page.getByRole('button', { name: /Play narration|Loading audio/ }))).toBeVisible();
    await page.getByRole('button', { name: 'Pause narration' }).click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(nextSlide).toBeVisible();
}

async function toQuestions(page: Page) {
  for (let i = 0; i < 5; i += 1) {
    const go = page.getByRole('button', { name: 'Go to the questions' });
    if (await go.isVisible()) return go.click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  throw new Error('never reached the questions');
}

const check = (page: Page, name: string | RegExp) => page.getByRole('checkbox', { name }).check();
const choose = (page: Page, name: string | RegExp) => page.getByRole('radio', { name }).check();

/** WCAG 2 A and AA (contrast included) over the remote's part of the page. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Module 0's second page (spec §9): the answers 7, 8 and 6. */
async function secondPage(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Check your understanding' })).toBeVisible();
  await choose(page, 'Within 7 days');
  await choose(page, /On the front of your outer clothing/);
  await choose(page, /Keep people away and report it/);
}

/** Modules 1 to 3, answered rightly, finishing the induction. */
async function remainingModules(page: Page) {
  await expect(page.getByTestId('module-heading')).toHaveText(/Module 2 of 4: Maritime security zones/);
  await toQuestions(page);
  await choose(page, 'Signs mark the boundary of the zone');
  for (const name of ['The master of a security regulated ship', 'The operator of an offshore facility', 'A port security officer']) await check(page, name);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('module-heading')).toHaveText(/Module 3 of 4: Display of the card/);
  await toQuestions(page);
  await choose(page, /Refuse: an MSIC may only be used/);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('module-heading')).toHaveText(/Module 4 of 4: Obligations and reporting/);
  await toQuestions(page);
  for (const name of ['Your card was stolen', 'You changed your name', 'You were convicted of a maritime security relevant offence']) await check(page, name);
  await check(page, /I declare that I understand my obligations/);
  await page.getByRole('button', { name: 'Submit answers and finish' }).click();
}

async function expectCompleted(page: Page, statusUrl: string) {
  await expect(page).toHaveURL(statusUrl);
  const row = page.getByRole('row', { name: new RegExp(MSIC_INDUCTION) });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await expect(row.getByTestId('completed-at')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
}

test.describe('the online induction (issue 5)', () => {
  test.setTimeout(120_000);

  test('enrol induction-only, answer wrongly, leave, resume at the right question and complete programme 1 (spec §4, §8, §9)', async ({ page, request }) => {
    const who = { firstname: 'Mere', email: 'mere.induction@example.com', msicnum: 'QPA1234567' };
    const { statusUrl, inductionLink } = await enrol(page, '', who);

    // the enrolment mail carries the induction link and the status page (read from the development mailbox)
    const mails = (await (await request.get(`${API_URL}/dev/mailbox/messages?to=${encodeURIComponent(who.email)}`)).json()) as { subject: string; text: string }[];
    expect(mails[0]?.subject).toBe('Your online induction enrolment');
    expect(mails[0]?.text).toContain(new URL(statusUrl).pathname);

    await inductionLink.click();
    await expect(pageHeading(page)).toHaveText(MSIC_INDUCTION);
    const inductionUrl = page.url();
    await expect(page.getByRole('button', { name: 'Play narration' })).toBeEnabled({ timeout: 15_000 });
    await expectAccessible(page);
    await listenToFirstSlide(page);
    await page.getByRole('button', { name: 'Show transcript' }).click();
    await expect(page.getByText('Transcript', { exact: true })).toBeVisible();
    await toQuestions(page);

    // an empty answer flags the missing answer (spec §5)
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(MESSAGES.missingAnswer);

    await choose(page, /passed a background check/);
    await check(page, 'They must be escorted at all times in a maritime security zone');
    await page.getByRole('button', { name: 'Next page' }).click();
    await secondPage(page);
    await page.getByRole('button', { name: 'Submit answers' }).click();

    // the wrong checkbox answer shows the question's own error (spec §8), next to it and in the summary
    const ownError = 'A visitor without an MSIC is always escorted, however short the visit, and the escort must hold a valid MSIC.';
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(ownError);
    await expect(page.getByTestId('induction-question-1')).toContainText(ownError);
    await expectAccessible(page);

    // leave, come back: the current module, at the first unanswered question (spec §4)
    await page.goto('/');
    await page.goto(inductionUrl);
    await expect(page.getByTestId('induction-question-1')).toBeFocused();
    await expect(page.getByTestId('induction-question-0')).toContainText('Answered correctly');

    await check(page, 'They must be escorted at all times in a maritime security zone');
    await check(page, 'Their escort must hold a valid MSIC');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await remainingModules(page);
    await expectCompleted(page, statusUrl);

    // spec §4: an induction that already has its record redirects
    await page.goto(inductionUrl);
    await expect(page).toHaveURL(statusUrl);
  });

  test('the same in the induction remote running as its own app on its own origin', async ({ page }) => {
    const origin = remoteOrigin('induction');
    const { statusUrl, inductionLink } = await enrol(page, origin, { firstname: 'Tane', email: 'tane.induction@example.com', msicnum: 'QPB7654321' });
    expect(statusUrl.startsWith(`${origin}/`)).toBe(true);
    await inductionLink.click();
    await expect(pageHeading(page)).toHaveText(MSIC_INDUCTION);
    const inductionUrl = page.url();
    expect(inductionUrl.startsWith(`${origin}/induction/`)).toBe(true);
    await listenToFirstSlide(page);
    await toQuestions(page);
    await choose(page, 'That they own a vessel');
    await check(page, 'They must be escorted at all times in a maritime security zone');
    await check(page, 'Their escort must hold a valid MSIC');
    await page.getByRole('button', { name: 'Next page' }).click();
    await secondPage(page);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    // a wrong radio answer without its own error: the spec §8 text
    await expect(page.getByTestId('induction-question-0')).toContainText(MESSAGES.incorrectAnswer);

    await page.reload();
    await expect(page.getByTestId('induction-question-0')).toBeFocused();
    await choose(page, /passed a background check/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await remainingModules(page);
    await expectCompleted(page, statusUrl);
  });

  test('a card number that is not valid shows the spec §8 text, and a missing induction goes to the 404 page', async ({ page }) => {
    await enrol(page, '', { firstname: 'Aroha', email: 'aroha.induction@example.com', msicnum: 'QPC1111111' });
    await page.goto('/induction-enrolment');
    await page.getByLabel('First name').fill('Someone');
    await page.getByLabel('Surname').fill('Else');
    await page.getByLabel('Date of birth').fill('1990-01-01');
    await page.getByLabel('Email address').fill('someone.else@example.com');
    await page.getByLabel('Mobile phone number').fill('0412 000 000');
    await page.getByLabel('MSIC number').fill('QPC1111111');
    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect(page.getByLabel('MSIC number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(MESSAGES.invalidEnrolmentCardNumber).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto('/induction/99');
    await expect(page).toHaveURL('/page-404');
    await page.goto('/induction-status/1/not-the-key');
    await expect(page).toHaveURL('/page-404');
  });
});
