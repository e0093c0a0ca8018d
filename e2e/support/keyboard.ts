// Keyboard-only helpers (issue 9, WCAG 2.1.1): reach a control with Tab (or Shift+Tab), choose with arrow keys,
// Space and Enter, type into the focused field. Nothing is clicked and no field is filled without focusing it by
// keyboard first, so a control a keyboard user cannot reach fails the journey.
import type { Locator, Page } from '@playwright/test';
import { expect } from './system';

/** More Tab presses than any screen of the product has controls: reaching this means the control is unreachable. */
const MAX_TABS = 120;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** A short description of the focused element, for failure messages. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing (body)';
    const label = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el.labels?.[0]?.textContent : undefined;
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${(el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim().slice(0, 60)}`;
  });

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, { backwards = false }: { backwards?: boolean } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MAX_TABS} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}; focus is on ${await describeFocus(page)}`);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a control and presses a key on it (Enter for buttons and links, Space for check boxes). */
export async function press(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/** Tabs to a native select and moves through its options with the arrow keys until `option` is chosen. */
export async function chooseOption(page: Page, select: Locator, option: string | { index: number }): Promise<void> {
  await tabTo(page, select);
  const options = await select.locator('option').evaluateAll((els) => els.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
  const wanted = typeof option === 'string' ? options.findIndex((o) => o.value === option || o.label === option) : option.index;
  expect(wanted, `option ${JSON.stringify(option)} of ${select.toString()}`).toBeGreaterThanOrEqual(0);
  const current = await select.evaluate((el) => (el as HTMLSelectElement).selectedIndex);
  const key = wanted >= current ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(wanted - current); i += 1) await page.keyboard.press(key);
  await expect(select).toHaveValue(options[wanted]?.value ?? '');
}

/**
 * Chooses a radio button the keyboard way: Tab into its group (focus lands on the checked radio, or the first),
 * then arrow keys to it, and Space in case the arrows did not check it (the first radio of an empty group).
 */
export async function chooseRadio(page: Page, radio: Locator): Promise<void> {
  const name = await radio.getAttribute('name');
  expect(name, `${radio.toString()} has a group name`).toBeTruthy();
  const group = page.locator(`input[type="radio"][name="${name}"]`);
  const count = await group.count();
  const inGroup = () => page.evaluate((n) => document.activeElement instanceof HTMLInputElement && document.activeElement.name === n, name);
  for (let presses = 0; !(await inGroup()); presses += 1) {
    if (presses >= MAX_TABS) throw new Error(`Tab never reached the radio group ${name}; focus is on ${await describeFocus(page)}`);
    await page.keyboard.press('Tab');
  }
  for (let moves = 0; !(await isFocused(radio)); moves += 1) {
    if (moves > count) throw new Error(`the arrow keys never reached ${radio.toString()}`);
    await page.keyboard.press('ArrowDown');
  }
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** Tabs to a check box and ticks it with Space. */
export async function tick(page: Page, checkbox: Locator): Promise<void> {
  await tabTo(page, checkbox);
  if (!(await checkbox.isChecked())) await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

/**
 * Types a date into a date (or month) input the way a keyboard user does in Chromium: the parts in the order of
 * the browser's locale (day, month, year in en-AU; month, day, year in en-US). A date's parts take digits and move
 * on by themselves; a month input's month is a name (typed, then the right arrow key moves to the year).
 */
export async function typeDate(page: Page, field: Locator, isoDate: string): Promise<void> {
  await tabTo(page, field);
  const [year, month, day] = isoDate.split('-') as [string, string, string | undefined];
  const keys = await page.evaluate(
    ({ y, m, d }) => {
      const date = new Date(Number(y), Number(m) - 1, Number(d ?? 1));
      const format = new Intl.DateTimeFormat(navigator.language, d === undefined ? { year: 'numeric', month: 'short' } : { year: 'numeric', month: '2-digit', day: '2-digit' });
      return format
        .formatToParts(date)
        .filter((part) => part.type === 'year' || part.type === 'month' || part.type === 'day')
        .map((part) => part.value.replace(/\.$/, ''));
    },
    { y: year, m: month, d: day },
  );
  for (const [i, text] of keys.entries()) {
    if (i > 0 && day === undefined) await page.keyboard.press('ArrowRight');
    await page.keyboard.type(text);
  }
  await expect(field).toHaveValue(isoDate);
}
