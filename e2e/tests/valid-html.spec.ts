// Issue 40, item 11 "valid HTML": the W3C checker found one error kind on every route of the served pages, Mantine's
// <style> elements (`:root` selectors) inside <body>, where HTML allows no <style> element. The theme's style sheets
// now go in the head (ui-kit HeadStylesMantineProvider, tools/webpack/head-styles.mjs, tools/first-screens.mjs). Every
// route of spec §2 is asked for as the static server serves it (no JavaScript run), for an MSIC and an ASIC company,
// and parsed by the HTML parsing algorithm (parse5, as a browser builds the tree): no <style> may end up in the body.
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { CompanyId } from 'shared-contracts';
import { companyOrigin } from '../support/companies';
import { routeSamples } from '../support/sample-routes';
import { SHELL_URL, expect, test } from '../support/system';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const COMPANIES_SHOWN: CompanyId[] = ['msic', 'bne'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);

/** Every element of the tree under `node`, with the names of its ancestors. */
function* elements(node: Node, ancestors: string[] = []): Generator<{ element: Element; ancestors: string[] }> {
  for (const child of childrenOf(node)) {
    if (!isElement(child)) continue;
    yield { element: child, ancestors };
    yield* elements(child.tagName === 'template' ? (child as unknown as { content: Node }).content : child, [...ancestors, child.tagName]);
  }
}

const textOf = (element: Element) => childrenOf(element).map((child) => ('value' in child ? String(child.value) : '')).join('');

test.describe('the served HTML of every route (issue 40: no <style> element in <body>)', () => {
  test('has its style elements in the head only, and the prerendered pages have the theme there', async ({ request }) => {
    test.setTimeout(120_000);
    const misplaced: string[] = [];
    let themedPages = 0;
    let prerendered = 0;
    for (const company of COMPANIES_SHOWN) {
      const { host } = new URL(companyOrigin(company));
      for (const { id, path } of routeSamples()) {
        const response = await request.get(`${SHELL_URL}${path}`, { headers: { host } });
        expect([200, 404], `${company} ${path}`).toContain(response.status());
        const html = await response.text();
        const document = parse(html);
        for (const { element, ancestors } of elements(document)) {
          if (element.tagName !== 'style') continue;
          if (!ancestors.includes('head') || ancestors.includes('body')) misplaced.push(`${company} ${id} ${path}: <style> in ${ancestors.join(' > ')}`);
          else if (element.attrs.some((a) => a.name === 'data-precedence' && a.value === 'mantine') && textOf(element).includes(':root')) themedPages += 1;
        }
        if (/<div id="root" data-prerendered=/.test(html)) prerendered += 1;
      }
    }
    expect(misplaced).toEqual([]);
    // not vacuous: the pages served with a prerendered screen carry the theme's variables, in the head
    expect(prerendered).toBeGreaterThanOrEqual(12);
    expect(themedPages).toBe(prerendered);
  });
});
