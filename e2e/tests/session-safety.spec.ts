// Issue 16, tokens: a value in localStorage 'token' that the client cannot decode (hand-edited, left by another
// app, cut short) once blanked every page with "JWT must have 3 parts" until site data was cleared. Now the
// session store drops it when the page starts: the home page and the track screen render, and the token is gone.
import { href } from 'shared-contracts';
import { expect, pageHeading, test } from '../support/system';

const MALFORMED = ['not-a-jwt', 'only.two', 'aaa.b*cd.ccc', 'e30.bm90IGpzb24.sig'];

for (const token of MALFORMED) {
  test(`a malformed token ${JSON.stringify(token)} in storage: / and ${href('track')} render and the token is gone`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    for (const path of ['/', href('track')]) {
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.goto(path);
      await expect(pageHeading(page)).toBeVisible();
      await expect(page.getByTestId('remote-failure')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    }
    expect(errors).toEqual([]);
  });
}
