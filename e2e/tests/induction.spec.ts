// The online induction (issues 5 and 20; spec §2, §4, §5, §8, §9): induction-only enrolment, programme 1 taken to
// completion, its first slide listened to (or the audio-error path where headless Chromium cannot play it) and the
// others read on the audio-error path, a wrong answer, leaving and resuming at the right question, the completion
// page and the induction status page; once through the shell and once in the induction remote running as its own
// app on its own origin, whose root says what it is.
import type { Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts/induction';
import { expectMainAccessible, freshMsicNumber, loadAxe } from '../support/a11y';
import { answerModule, MSIC_INDUCTION, MSIC_INDUCTION_ANSWERS, readSlides, withoutNarration } from '../support/induction';
import { API_URL, expect, pageHeading, remoteOrigin, test } from '../support/system';

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
 * itself; or, when the narration is not ready within 10 s, the audio error and slides only. The narration of every
 * other slide is unavailable (withoutNarration), so from the second slide on the slides are read.
 */
async function listenToFirstSlide(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
  const completion = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/slide-completed'), { timeout: 60_000 }).catch(() => null);
  // by keyboard alone (WCAG 2.1.1): once the narration is ready, focus the play button and press Enter
  const ready = page.getByRole('button', { name: 'Play narration', disabled: false });
  await expect(ready.or(page.getByTestId('audio-error')).first()).toBeVisible({ timeout: 15_000 });
  if (await ready.isVisible()) {
    await ready.focus();
    await page.keyboard.press('Enter');
  }
  const nextSlide = page.getByRole('heading', { level: 2, name: 'What an MSIC is' });
  const audioError = page.getByTestId('audio-error');
  // once the narration has played, the next slide's narration may already have failed too: both are then shown
  await expect(nextSlide.or(audioError).first()).toBeVisible({ timeout: 60_000 });
  const played = await nextSlide.isVisible();
  test.info().annotations.push({ type: 'narration', description: played ? 'played to its end in headless Chromium' : 'audio error: slides only' });
  if (played) {
    const request = await completion;
    expect(request?.postDataJSON()).toEqual({ module: 0, slide: 0, by: 'narration' });
  } else {
    await expect(audioError).toContainText(MESSAGES.audioError);
  }
}

const [firstModule, ...otherModules] = MSIC_INDUCTION_ANSWERS as [(typeof MSIC_INDUCTION_ANSWERS)[number], ...typeof MSIC_INDUCTION_ANSWERS];

/** Modules 2 to 8, each read and answered rightly, finishing the induction on its completion page. */
async function remainingModules(page: Page) {
  for (const [i, answers] of otherModules.entries()) {
    await expect(page.getByTestId('module-heading')).toHaveText(`Module ${i + 2} of 8: ${answers.title}`);
    await readSlides(page);
    await answerModule(page, answers, i === otherModules.length - 1 ? 'Submit answers and finish' : 'Submit answers');
  }
  await expect(pageHeading(page)).toHaveText('Induction completed');
  await expect(page.getByTestId('certificate-code')).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
}

async function expectCompleted(page: Page, statusUrl: string) {
  await page.getByRole('link', { name: 'Back to your status page' }).click();
  await expect(page).toHaveURL(statusUrl);
  const row = page.getByRole('row', { name: new RegExp(MSIC_INDUCTION) });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await expect(row.getByTestId('completed-at')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(row.getByRole('link', { name: 'Certificate of completion (PDF)' })).toBeVisible();
}

const check = (page: Page, name: string | RegExp) => page.getByRole('checkbox', typeof name === 'string' ? { name, exact: true } : { name }).check();
const choose = (page: Page, name: string | RegExp) => page.getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name }).check();

test.describe('the online induction (issues 5 and 20)', () => {
  test.setTimeout(180_000);

  test.beforeEach(async ({ context }) => {
    await loadAxe(context);
  });

  test('enrol induction-only, answer wrongly, leave, resume at the right question and complete programme 1 (spec §4, §8, §9)', { tag: '@cluster' }, async ({ page, request }) => {
    // the whole programme, eight modules read and answered: 102.7 s of 180 on this machine at load 14 (2026-11-26),
    // a busier CI machine runs the suite about twice as long, so its time is kept at a third of its timeout
    test.setTimeout(300_000);
    const who = { firstname: 'Mere', email: 'mere.induction@example.com', msicnum: 'QPA1234567' };
    // issue 39: the player's audio never breaks the page's Content Security Policy (howler's unload stub was refused)
    const policyErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
    });
    const { statusUrl, inductionLink } = await enrol(page, '', who);

    // the enrolment mail carries the induction link and the status page (read from the development mailbox), in the singular for one induction
    const mails = (await (await request.get(`${API_URL}/dev/mailbox/messages?to=${encodeURIComponent(who.email)}`)).json()) as { subject: string; text: string }[];
    // issue 39: the subject names the site the participant enrolled on
    expect(mails[0]?.subject).toBe('Your online induction enrolment with MSIC Card Online');
    expect(mails[0]?.text).toContain(new URL(statusUrl).pathname);
    expect(mails[0]?.text).toContain('You are enrolled in the following online induction.');

    await withoutNarration(page, 'p1-m0-s0');
    await inductionLink.click();
    await expect(pageHeading(page)).toHaveText(MSIC_INDUCTION);
    const inductionUrl = page.url();
    await expect(page.getByRole('button', { name: 'Play narration' }).or(page.getByTestId('audio-error')).first()).toBeVisible({ timeout: 15_000 });
    await expectMainAccessible(page);
    await listenToFirstSlide(page);
    await readSlides(page);
    expect(policyErrors).toEqual([]);

    // an empty answer flags the missing answer (spec §5)
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(MESSAGES.missingAnswer);

    await choose(page, firstModule.radios[0] as string);
    await check(page, 'A check of your criminal history');
    await page.getByRole('button', { name: 'Next page' }).click();

    // the incomplete checkbox answer shows the question's own error (spec §8), next to it and in the summary, on
    // page 1, before page 2 (issue 39: it was flagged only after page 2)
    const ownError = 'The background check that AusCheck coordinates covers your criminal history';
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(ownError);
    await expect(page.getByTestId('induction-question-1')).toContainText(ownError);
    await expect(page.getByRole('button', { name: 'Submit answers' })).toHaveCount(0);
    await expectMainAccessible(page);

    // leave, come back: the current module, at the first unanswered question (spec §4)
    await page.goto('/');
    await page.goto(inductionUrl);
    await expect(page.getByTestId('induction-question-1')).toBeFocused();
    await expect(page.getByTestId('induction-question-0')).toContainText('Answered correctly');

    for (const name of firstModule.checkboxes) await check(page, name);
    await page.getByRole('button', { name: 'Next page' }).click();
    for (const name of firstModule.secondPage ?? []) await choose(page, name);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await remainingModules(page);
    await expectMainAccessible(page);
    await expectCompleted(page, statusUrl);

    // spec §4: an induction that already has its record redirects
    await page.goto(inductionUrl);
    await expect(page).toHaveURL(statusUrl);
  });

  test('the same in the induction remote running as its own app on its own origin, whose root says what it is', async ({ page }) => {
    const origin = remoteOrigin('induction');
    await page.goto(`${origin}/`);
    await expect(pageHeading(page)).toHaveText('Online inductions');
    await expect(page.getByText(/This is where you take the online inductions/)).toBeVisible();
    await expectMainAccessible(page);
    await page.getByRole('link', { name: 'Enrol for an induction' }).click();
    await expect(page).toHaveURL(`${origin}/induction-enrolment`);

    const { statusUrl, inductionLink } = await enrol(page, origin, { firstname: 'Tane', email: 'tane.induction@example.com', msicnum: 'QPB7654321' });
    expect(statusUrl.startsWith(`${origin}/`)).toBe(true);
    await withoutNarration(page);
    await inductionLink.click();
    await expect(pageHeading(page)).toHaveText(MSIC_INDUCTION);
    const inductionUrl = page.url();
    expect(inductionUrl.startsWith(`${origin}/induction/`)).toBe(true);
    await expect(page.getByTestId('audio-error')).toBeVisible({ timeout: 15_000 });
    await readSlides(page);
    await choose(page, 'That they own or operate a vessel');
    for (const name of firstModule.checkboxes) await check(page, name);
    await page.getByRole('button', { name: 'Next page' }).click();
    // a wrong radio answer without its own error: the spec §8 text, on page 1 before page 2 (issue 39)
    await expect(page.getByTestId('induction-question-0')).toContainText(MESSAGES.incorrectAnswer);

    await page.reload();
    await expect(page.getByTestId('induction-question-0')).toBeFocused();
    await choose(page, firstModule.radios[0] as string);
    await page.getByRole('button', { name: 'Next page' }).click();
    for (const name of firstModule.secondPage ?? []) await choose(page, name);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await remainingModules(page);
    await expectCompleted(page, statusUrl);
  });

  test('a card number that is not valid shows the spec §8 text, and a missing induction goes to the 404 page', async ({ page, request }) => {
    // the card holder enrolled before, through the API: the enrolment screens are the two journeys above
    const msicnum = freshMsicNumber();
    const earlier = await request.post(`${API_URL}/api/register/induction-only`, {
      headers: { Company: 'msic', WebsiteType: 'msic' },
      data: { Firstname: 'Aroha', Surname: 'Tawhiri', Birthdate: '1988-04-12', Email: 'aroha.induction@example.com', Mobilephonenumber: '0412 345 678', Msicnum: msicnum, Inductions: [1] },
    });
    expect(earlier.status(), await earlier.text()).toBe(200);
    await page.goto('/induction-enrolment');
    await page.getByLabel('First name').fill('Someone');
    await page.getByLabel('Surname').fill('Else');
    await page.getByLabel('Date of birth').fill('1990-01-01');
    await page.getByLabel('Email address').fill('someone.else@example.com');
    await page.getByLabel('Mobile phone number').fill('0412 000 000');
    await page.getByLabel('MSIC number').fill(msicnum);
    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect(page.getByLabel('MSIC number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(MESSAGES.invalidEnrolmentCardNumber).first()).toBeVisible();
    await expectMainAccessible(page);

    await page.goto('/induction/99');
    await expect(page).toHaveURL('/page-404');
    await page.goto('/induction-status/1/not-the-key');
    await expect(page).toHaveURL('/page-404');
  });
});
