import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button as MantineButton, MantineProvider } from '@mantine/core';
import { COMPANIES } from 'shared-contracts';
import { createCompanyTheme } from '../../theme/company-theme';
import { Button, type ButtonProps } from './button';

/** An element as a comparable tree: tag, attributes (style as a set of declarations), children. */
function shape(el: Element): unknown {
  const attrs: Record<string, unknown> = {};
  for (const { name, value } of [...el.attributes]) {
    if (name === 'style') attrs.style = value.split(';').map((d) => d.trim()).filter(Boolean).sort();
    else if (name === 'class') attrs.class = value.split(/\s+/).sort();
    else attrs[name] = value;
  }
  // the loader's own transition styles are Mantine's animation, not its look
  if (el.classList.contains('mantine-Button-loader')) delete attrs.style;
  return { tag: el.tagName, attrs, children: [...el.childNodes].map((n) => (n.nodeType === 1 ? shape(n as Element) : n.textContent)) };
}

const CASES: [string, ButtonProps][] = [
  ['filled (the step\'s own button)', { type: 'submit' }],
  ['filled and busy', { type: 'submit', loading: true }],
  ['default (Back)', { variant: 'default' }],
  ['subtle without padding (save and return)', { variant: 'subtle', px: 0 }],
  ['light', { variant: 'light' }],
  ['subtle red, extra small (remove an address)', { variant: 'subtle', color: 'red', size: 'xs' }],
  ['medium (confirm)', { size: 'md' }],
  ['disabled', { variant: 'default', disabled: true }],
];

describe('the light button (decision 056)', () => {
  // two themes: bne's brand colour and a company with its own primary shade
  it.each(CASES.flatMap(([name, props]) => (['msic', 'bne'] as const).map((company) => [`${name}, ${company}`, company, props] as const)))('%s: the markup of Mantine\'s Button', (_name, company, props) => {
    const theme = createCompanyTheme(COMPANIES[company].theme);
    const { container: mine } = render(<MantineProvider theme={theme}><Button {...props}>Save and continue</Button></MantineProvider>);
    const { container: theirs } = render(<MantineProvider theme={theme}><MantineButton {...(props as object)}>Save and continue</MantineButton></MantineProvider>);
    expect(shape(mine.querySelector('button')!)).toEqual(shape(theirs.querySelector('button')!));
  });

  it('is a button named by its label; busy, it cannot be pressed again', async () => {
    const presses: string[] = [];
    const { rerender } = render(<MantineProvider><Button onClick={() => presses.push('x')}>Save and continue</Button></MantineProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    rerender(<MantineProvider><Button loading onClick={() => presses.push('x')}>Save and continue</Button></MantineProvider>);
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(presses).toEqual(['x']);
  });
});
