import { WIZARD_PAGE_DATA } from 'shared-contracts';
import { referenceEndpoints } from 'shared-contracts/form';
import { configureTestApi } from 'shared-contracts/testing';
import { loadNeedCategories, loadReferenceData } from './reference-data';

// The wizard's routes declare the lists their page carries (shared-contracts ROUTES `pageData`, decision 055): every
// list the wizard loads must be among them, or its first visit would ask the API for it after the code has run.
it('every reference list the wizard loads is one its routes carry in the page', async () => {
  const asked: string[] = [];
  configureTestApi({
    fetch: (async (input: RequestInfo | URL) => {
      asked.push(new URL(String(input)).pathname);
      return { ok: true, status: 200, text: async () => '[]' };
    }) as unknown as typeof fetch,
  });
  await loadReferenceData();
  await loadNeedCategories();
  const carried = new Set<string>(WIZARD_PAGE_DATA.map((name) => referenceEndpoints[name].path));
  expect(asked.length).toBeGreaterThanOrEqual(8);
  expect(asked.filter((path) => !carried.has(path))).toEqual([]);
});

