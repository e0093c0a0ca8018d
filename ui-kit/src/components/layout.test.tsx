import { render } from '@testing-library/react';
import { Group as MantineGroup, MantineProvider, Stack as MantineStack } from '@mantine/core';
import { COMPANIES } from 'shared-contracts';
import { createCompanyTheme } from '../theme/company-theme';
import { Group, Stack } from './layout';

/** An element as a comparable tree: tag, attributes (style and class as sets), children. */
function shape(el: Element): unknown {
  const attrs: Record<string, unknown> = {};
  for (const { name, value } of [...el.attributes]) {
    if (name === 'style') attrs.style = value.split(';').map((d) => d.trim()).filter(Boolean).sort();
    else if (name === 'class') attrs.class = value.split(/\s+/).sort();
    else attrs[name] = value;
  }
  return { tag: el.tagName, attrs, children: [...el.childNodes].map((n) => (n.nodeType === 1 ? shape(n as Element) : n.textContent)) };
}

const theme = createCompanyTheme(COMPANIES.bne.theme);
const markup = (node: React.ReactNode) => shape(render(<MantineProvider theme={theme}>{node}</MantineProvider>).container.firstElementChild!);

// the prop sets the screens pass (and two that fall back to Mantine's own component)
const STACKS: [string, Record<string, unknown>][] = [
  ['no props', {}],
  ['gap sm', { gap: 'sm' }],
  ['gap 0, max width, an article', { gap: 0, maw: 760, component: 'article' }],
  ['gap 4, max width, a definition list', { gap: 4, maw: 480, component: 'dl' }],
  ['a labelled section', { gap: 'xs', component: 'section', 'aria-labelledby': 'h' }],
  ['busy, with a top margin', { 'aria-busy': true, mt: 'md' }],
  ['align and justify, a class and a style', { align: 'flex-start', justify: 'center', className: 'x', style: { width: '100%' } }],
  ['a max width in rem and a bottom margin in px', { maw: '40rem', mb: 12 }],
  ['a padding (Mantine draws it)', { p: 'md', gap: 'lg' }],
];
const GROUPS: [string, Record<string, unknown>][] = [
  ['no props', {}],
  ['space between', { justify: 'space-between' }],
  ['top-aligned, no wrap', { align: 'flex-start', wrap: 'nowrap', gap: 'xs' }],
  ['a labelled navigation', { component: 'nav', 'aria-label': 'Pages', gap: 'md', wrap: 'wrap', mt: 'md' }],
  ['growing children (Mantine draws it)', { grow: true }],
];

describe('light Stack and Group (decision 056): the markup of Mantine\'s', () => {
  it.each(STACKS)('Stack, %s', (_name, props) => {
    expect(markup(<Stack {...props}>{'a'}<span>b</span></Stack>)).toEqual(markup(<MantineStack {...props}>{'a'}<span>b</span></MantineStack>));
  });
  it.each(GROUPS)('Group, %s', (_name, props) => {
    expect(markup(<Group {...props}><span>a</span>{false}<span>b</span></Group>)).toEqual(markup(<MantineGroup {...props}><span>a</span>{false}<span>b</span></MantineGroup>));
  });
});
