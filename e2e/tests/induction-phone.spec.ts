// Issue 20: a participant on a phone takes programme 1 from enrolment to the certificate. The slide and its
// controls come first and the contents sit behind a button; the questions stay closed until every slide is
// completed on the server's clock (the narration is unavailable here, so each slide is read: spec §4 audio error,
// with the reading time shortened by the test system); the completion page gives the certificate, a real PDF whose
// verification code the API confirms.
import { readFileSync } from 'node:fs';
import { devices } from '@playwright/test';
import { InductionCertificate, SLIDES_INCOMPLETE_MESSAGE } from 'shared-contracts/induction';
import { expectMainAccessible, loadAxe } from '../support/a11y';
import { answerModule, MSIC_INDUCTION, MSIC_INDUCTION_ANSWERS, readSlides, withoutNarration } from '../support/induction';
import { pdfText } from '../support/pdf';
import { API_URL, expect, pageHeading, test } from '../support/system';

// a phone 390 px wide (issue 39: the phone items are tested at that width), with a phone's touch and user agent
const { deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 5'];
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor, isMobile, hasTouch, userAgent });

test.describe('the induction on a phone (issue 20)', () => {
  test.setTimeout(180_000);

  test('enrol, cannot reach the questions early, complete programme 1 by reading each slide, download and check the certificate', async ({ page, context, request }) => {
    const unique = `${Date.now()}`.slice(-7);
    await loadAxe(context);
    await withoutNarration(page);

    // induction-only enrolment on the phone
    await page.goto('/induction-enrolment');
    await page.getByLabel('First name').fill('Aroha');
    await page.getByLabel('Surname').fill('Ngata');
    await page.getByLabel('Date of birth').fill('1991-07-23');
    await page.getByLabel('Email address').fill(`aroha.phone.${unique}@example.com`);
    await page.getByLabel('Mobile phone number').fill('0412 345 678');
    await page.getByLabel('MSIC number').fill(`QPH${unique}`);
    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect(page).toHaveURL(/\/induction-status\/\d+\/[A-Za-z0-9_-]+$/);
    const statusUrl = page.url();
    await page.getByRole('link', { name: MSIC_INDUCTION }).click();
    await expect(pageHeading(page)).toHaveText(MSIC_INDUCTION);
    const inductionId = new URL(page.url()).pathname.split('/').pop()!;

    // the slide and its controls first: its title and the slide's state on the first screen, the contents behind a button
    const title = page.getByRole('heading', { level: 2, name: 'Welcome' });
    await expect(page.getByTestId('audio-error')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('reading-timer').or(page.getByTestId('slide-completed')).first()).toBeInViewport();
    await expect(title).toBeInViewport();
    const contents = page.getByRole('navigation', { name: 'Induction contents' });
    await expect(contents).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Contents' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('img', { name: /The eight modules of this induction/ })).toBeVisible();
    await expectMainAccessible(page);

    // every slide is in the contents; jump to the last slide and ask for the questions at once: refused, with what remains
    await toggle.click();
    await expect(contents).toBeVisible();
    // issue 39: the contents open over the foot of the screen; the slide stays where it was, not pushed off it
    await expect(title).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Close the contents' })).toBeInViewport();
    for (const name of ['Welcome', 'What an MSIC is', 'The law', 'Who does what', 'Who needs an MSIC']) await expect(contents.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(contents.getByText('Security levels')).toBeVisible();
    await contents.getByRole('button', { name: /Who needs an MSIC/ }).click();
    await expect(contents).toBeHidden();
    await page.getByRole('button', { name: 'Go to the questions' }).click();
    const remaining = page.getByRole('alert', { name: 'Slides still to complete' });
    await expect(remaining).toContainText(SLIDES_INCOMPLETE_MESSAGE);
    // the slides never shown are listed (the first, on screen a moment, may already count as read)
    for (const name of ['Slide 2: What an MSIC is', 'Slide 3: The law behind the card', 'Slide 4: Who does what']) await expect(remaining.getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectMainAccessible(page);
    // nor does the server take answers before the slides (409 slides_incomplete)
    const early = await request.post(`${API_URL}/induction/${inductionId}/answer/0`, { data: { 'answer-0': '2' } });
    expect(early.status()).toBe(409);
    expect((await early.json()).code).toBe('slides_incomplete');

    // to the first slide still to complete from the list, then every slide of every module by reading, and the questions
    await remaining.getByRole('button').first().click();
    await expect(page.locator('#induction-slide-title')).toBeFocused();
    for (const [index, answers] of MSIC_INDUCTION_ANSWERS.entries()) {
      await expect(page.getByTestId('module-heading')).toHaveText(`Module ${index + 1} of 8: ${answers.title}`);
      await readSlides(page);
      await answerModule(page, answers, index === MSIC_INDUCTION_ANSWERS.length - 1 ? 'Submit answers and finish' : 'Submit answers');
    }

    // the completion page says what was completed and gives the certificate
    await expect(page).toHaveURL(new RegExp(`/induction/${inductionId}/complete$`));
    await expect(pageHeading(page)).toHaveText('Induction completed');
    await expect(page.getByTestId('completion')).toContainText(`Aroha Ngata, you completed the ${MSIC_INDUCTION}`);
    await expect(page.getByTestId('completed-modules').getByRole('listitem')).toHaveCount(8);
    const code = (await page.getByTestId('certificate-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expectMainAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download your certificate (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`induction-certificate-${code}.pdf`);
    const pdf = readFileSync((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of ['Certificate of completion', 'Aroha Ngata', MSIC_INDUCTION, code]) expect(text).toContain(expected);

    // the code on the certificate is confirmed by the API, and an unknown one is not
    const check = await request.get(`${API_URL}/api/induction-certificates/${code}`);
    expect(InductionCertificate.parse(await check.json())).toMatchObject({ Code: code, ParticipantName: 'Aroha Ngata', InductionName: MSIC_INDUCTION });
    expect((await request.get(`${API_URL}/api/induction-certificates/ZZZZ-ZZZZ-ZZZZ`)).status()).toBe(404);

    // the check page an employer is sent to, then the status page with the certificate
    await page.getByRole('link', { name: new RegExp(`/induction-certificate/${code}$`) }).click();
    await expect(page.getByTestId('certificate-valid')).toContainText(`Aroha Ngata completed the ${MSIC_INDUCTION}`);
    await expectMainAccessible(page);
    await page.goto(statusUrl);
    const row = page.getByRole('row', { name: new RegExp(MSIC_INDUCTION) });
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: 'Certificate of completion (PDF)' })).toHaveAttribute('href', `${API_URL}/api/induction-certificates/${code}/pdf`);
  });
});
