// What the induction journeys share (issue 20): programme 1's right answers module by module, the narration made
// unavailable so that slides are taken by reading (spec §4 audio error; the test system shortens reading time with
// INDUCTION_TIME_SCALE), and taking a module's slides the way a participant does.
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect } from './system';

export const MSIC_INDUCTION = 'MSIC security awareness induction';

export interface ModuleAnswers {
  /** the module's heading in the player */
  title: string;
  radios: string[];
  checkboxes: (string | RegExp)[];
  /** programme 1 module 0 has a second page (spec §9) */
  secondPage?: string[];
}

/** Programme 1, module by module: the options to choose for every question to be right. */
export const MSIC_INDUCTION_ANSWERS: ModuleAnswers[] = [
  {
    title: 'The MSIC and the law behind it',
    radios: ['That they passed a background check and have an operational need to be in maritime security zones'],
    checkboxes: ['A check of your criminal history', 'A national security assessment by ASIO', 'For an applicant who is not an Australian citizen, a check of their right to work in Australia'],
    secondPage: [
      'The Maritime Transport and Offshore Facilities Security Act 2003 and its Regulations',
      'No: it is not an access card, and each port or facility decides who may enter its zones',
      'A person whose work requires them to be in a maritime security zone without an escort',
    ],
  },
  {
    title: 'Maritime security zones',
    radios: ['A security barrier and signs mark it', 'Level 1'],
    checkboxes: ['Land-side restricted zone', 'Cleared zone', 'Water-side restricted zone'],
  },
  {
    title: 'Entering and moving within a zone',
    radios: ['Stop them following you, send them to the gatehouse and tell security staff', 'Be in the zones and areas your work needs, when the port or facility has authorised it'],
    checkboxes: [],
  },
  {
    title: 'Displaying and using your card',
    radios: [
      'Attached to your outer clothing, at or above waist height, at the front or side of your body, with the whole front visible',
      'Refuse: an MSIC may only be used by the person it was issued to',
    ],
    checkboxes: ['A law enforcement officer', 'A maritime security inspector', 'A maritime security guard'],
  },
  {
    title: 'Escorting visitors',
    radios: ['Stay with them and keep them in sight the whole time they are in the zone'],
    checkboxes: ['Find them and bring them back under your supervision', 'Tell security staff at once if you cannot find them'],
  },
  {
    title: 'Reporting a lost card and changes',
    radios: ['Within 7 days', 'Return it to your issuing body within 30 days'],
    checkboxes: ['Your card was stolen', 'You changed your name', 'You were convicted of a maritime-security-relevant offence'],
  },
  {
    title: 'Suspicious behaviour and how to report it',
    radios: [
      'Keep people away, do not touch it, and report it to security staff, or call 000 if anyone is in danger',
      'What you saw, where and when, and a description of the people, vehicles or boats',
    ],
    checkboxes: ['Someone photographing the gates, fences and security cameras', 'A bag left unattended beside a restricted-zone gate', 'A gap cut in a security fence'],
  },
  {
    title: 'Consequences of misuse',
    radios: [],
    checkboxes: ['A fine or a prosecution', 'The card is cancelled', 'The port or facility withdraws your access', /I declare that I understand my obligations/],
  },
];

/**
 * Makes the narration unavailable, as a network that drops it would: the player shows the audio error and goes on
 * with slides only, each completed once its reading time has run on the server (spec §4). `except` keeps the
 * narration of slides whose file name starts with it (p1-m0-s0: the first slide is listened to).
 */
export async function withoutNarration(page: Page, except?: string): Promise<void> {
  await page.route(/\/induction\/audio\//, (route) => (except && new URL(route.request().url()).pathname.split('/').pop()?.startsWith(`${except}.`) ? route.fallback() : route.abort('failed')));
}

/**
 * Takes the current module's slides by reading: each until the player marks it completed, then on to the questions;
 * a slide left behind (the player lists it when asked for the questions) is opened from that list and read too.
 */
export async function readSlides(page: Page): Promise<void> {
  const questions = page.getByRole('heading', { level: 2, name: /^Questions: / });
  for (let step = 0; step < 20; step += 1) {
    await expect(page.getByTestId('slide-completed')).toBeVisible({ timeout: 20_000 });
    const go = page.getByRole('button', { name: 'Go to the questions' });
    if (!(await go.isVisible())) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      continue;
    }
    await go.click();
    const remaining = page.getByTestId('remaining-slides');
    await expect(questions.or(remaining)).toBeVisible();
    if (await questions.isVisible()) return;
    await remaining.getByRole('button').first().click();
  }
  throw new Error('the slides never offered the questions');
}

/** Answers a module of programme 1 rightly with the pointer. */
export async function answerModule(page: Page, answers: ModuleAnswers, submit: string): Promise<void> {
  for (const name of answers.radios) await page.getByRole('radio', { name, exact: true }).check();
  for (const name of answers.checkboxes) await page.getByRole('checkbox', typeof name === 'string' ? { name, exact: true } : { name }).check();
  if (answers.secondPage) {
    await page.getByRole('button', { name: 'Next page' }).click();
    for (const name of answers.secondPage) await page.getByRole('radio', { name, exact: true }).check();
  }
  await page.getByRole('button', { name: submit }).click();
}

/**
 * Takes a whole programme through the API as the player does, each slide opened and then completed by reading once
 * the server's clock allows (the test system shortens the reading time), each module answered rightly from the
 * programme's own text (tools/induction-audio/programmes.mjs): for journeys whose subject is what follows.
 */
export async function completeByApi(request: APIRequestContext, enrolmentKey: string, programId: number): Promise<void> {
  const { PROGRAMMES } = (await import('../../tools/induction-audio/programmes.mjs')) as { PROGRAMMES: { id: number; modules: { slides: unknown[]; questions: { type: string; correct?: number[] }[]; secondPage?: { questions: { type: string; correct?: number[] }[] } }[] }[] };
  const programme = PROGRAMMES.find((p) => p.id === programId);
  if (!programme) throw new Error(`no programme ${programId}`);
  const at = (path: string) => `${API_URL}/induction/${enrolmentKey}/${path}`;
  for (const [m, module] of programme.modules.entries()) {
    for (const [s] of module.slides.entries()) {
      expect((await request.post(at('slide-opened'), { data: { module: m, slide: s } })).status()).toBe(200);
      await expect
        .poll(async () => (await request.post(at('slide-completed'), { data: { module: m, slide: s, by: 'reading' } })).status(), { intervals: [250, 500, 1000], timeout: 20_000 })
        .toBe(200);
    }
    const answers: Record<string, string | string[]> = {};
    [...module.questions, ...(module.secondPage?.questions ?? [])].forEach((q, i) => {
      if (!['radio', 'checkbox', 'declaration'].includes(q.type)) return;
      answers[`answer-${i}`] = q.type === 'checkbox' ? (q.correct ?? []).map(String) : String(q.correct?.[0]);
    });
    const res = await request.post(at(`answer/${m}`), { data: answers });
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).result).toBe(m === programme.modules.length - 1 ? 'complete' : 'next');
  }
}
