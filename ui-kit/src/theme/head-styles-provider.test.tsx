import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { createCompanyTheme } from './company-theme';
import { HeadStylesMantineProvider } from './head-styles-provider';
import { COMPANIES } from 'shared-contracts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const theme = createCompanyTheme(COMPANIES.bne.theme);
const colours = () => ({ variables: {}, light: { '--mantine-color-body': '#fbfcff', '--mantine-color-text': '#102030' }, dark: {} });

/**
 * The text of the <style> elements Mantine's own provider renders where it is, in order, with its selectors written as
 * the head's sheets write them (`:root:root`, which outweighs the static sheet's `:root` wherever the head puts it).
 */
function mantineOwnStyles(): string[] {
  const html = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={colours} defaultColorScheme="light">
      <p>page</p>
    </MantineProvider>,
  );
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) =>
    m[1]!.replace(':root, :host{', ':root:root{').replace(/:root\[data-mantine-color-scheme="(\w+)"\], :host\(\[data-mantine-color-scheme="\1"\]\)/g, ':root:root[data-mantine-color-scheme="$1"]'),
  );
}

describe('HeadStylesMantineProvider (issue 40: no <style> in <body>)', () => {
  it('writes the same CSS as Mantine, as style sheets React hoists into the head, not where the provider is', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <HeadStylesMantineProvider theme={theme} cssVariablesResolver={colours} defaultColorScheme="light" styleSheets="bne">
          <p>page</p>
        </HeadStylesMantineProvider>,
      );
    });
    expect(container.innerHTML).toBe('<p>page</p>');
    const sheets = [...document.head.querySelectorAll('style[data-precedence="mantine"]')];
    expect(sheets.map((s) => s.getAttribute('data-href'))).toEqual(['mantine-variables-bne', 'mantine-classes-bne']);
    expect(sheets.map((s) => s.textContent)).toEqual(mantineOwnStyles());
    expect(sheets[0]!.textContent).toContain(':root:root{--mantine-color-white');
    expect(sheets[0]!.textContent).toContain(':root:root[data-mantine-color-scheme="light"]{--mantine-color-text: #102030;--mantine-color-body: #fbfcff;');
    await act(async () => root.unmount());
    container.remove();
  });

  it('on the server, emits the sheets apart from the markup (for the page head), and the markup has no <style>', () => {
    const html = renderToString(
      <HeadStylesMantineProvider theme={theme} cssVariablesResolver={colours} defaultColorScheme="light" styleSheets="bne">
        <div id="app">page</div>
      </HeadStylesMantineProvider>,
    );
    const markup = html.slice(html.indexOf('<div id="app">'));
    expect(markup).toBe('<div id="app">page</div>');
    // one element for the precedence, naming both sheets (React merges the styles of one precedence)
    expect(html.slice(0, html.indexOf('<div id="app">'))).toMatch(/^<style data-precedence="mantine" data-href="mantine-variables-bne mantine-classes-bne">[^<]*<\/style>$/);
  });
});
