import { render } from '@testing-library/react';
import { MantineProvider, Table as MantineTable } from '@mantine/core';
import type { ReactNode } from 'react';
import { createCompanyTheme } from './theme/company-theme';
import { COMPANIES } from 'shared-contracts';
import { Table } from './table-components';

const html = (node: ReactNode) => render(<MantineProvider theme={createCompanyTheme(COMPANIES.msic.theme)}>{node}</MantineProvider>).container.innerHTML;

/** A table as the console's queue and the induction's status write theirs, with the Table components given. */
function rows(T: typeof Table | typeof MantineTable, props: Record<string, unknown> = {}) {
  return (
    <T striped withTableBorder aria-label="Applications" {...props}>
      <T.Caption>Caption</T.Caption>
      <T.Thead>
        <T.Tr>
          <T.Th scope="col">Tracking number</T.Th>
          <T.Th scope="col">Email</T.Th>
        </T.Tr>
      </T.Thead>
      <T.Tbody>
        <T.Tr data-status="sent">
          <T.Th scope="row" fw={500}>
            VEP0001501
          </T.Th>
          <T.Td style={{ overflowWrap: 'anywhere' }}>jane@example.com</T.Td>
        </T.Tr>
        <T.Tr>
          <T.Th scope="row">VEP0001502</T.Th>
          <T.Td>john@example.com</T.Td>
        </T.Tr>
      </T.Tbody>
      <T.Tfoot>
        <T.Tr>
          <T.Td colSpan={2}>2 applications</T.Td>
        </T.Tr>
      </T.Tfoot>
    </T>
  );
}

// ui-kit/table is Mantine's Table written again without ScrollArea (issue 17): the same markup, so the same look.
describe('the table layer (issue 17): Mantine’s Table without its ScrollArea', () => {
  it('renders a table exactly as Mantine’s Table does', () => {
    expect(html(rows(Table))).toBe(html(rows(MantineTable)));
  });

  it.each([
    { striped: 'even', withColumnBorders: true, withRowBorders: false, highlightOnHover: true },
    { verticalSpacing: 'md', horizontalSpacing: 'xs', captionSide: 'top', stickyHeader: true, stickyHeaderOffset: 60, layout: 'fixed', tabularNums: true },
    { borderColor: 'red.8', stripedColor: 'gray.1', highlightOnHoverColor: 'blue.1', highlightOnHover: true },
  ])('and with the options %o', (props) => {
    expect(html(rows(Table, props))).toBe(html(rows(MantineTable, props)));
  });

  it('scrolls a wide table in a plain overflow box: Mantine’s native scroll container', () => {
    const wide = (T: typeof Table | typeof MantineTable) => (
      <T.ScrollContainer minWidth={720} {...(T === MantineTable ? { type: 'native' as const } : {})}>
        {rows(T)}
      </T.ScrollContainer>
    );
    const ours = html(wide(Table));
    expect(ours).toBe(html(wide(MantineTable)));
    expect(ours).not.toContain('scrollarea');
    const { container } = render(<MantineProvider>{wide(Table)}</MantineProvider>);
    const box = container.querySelector('.mantine-TableScrollContainer-scrollContainer')!;
    expect(box.getAttribute('style')).toContain('--table-overflow: auto');
    expect(box.getAttribute('style')).toContain('--table-min-width: calc(45rem * var(--mantine-scale))');
  });

  it('says so when a part is used outside a table', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<MantineProvider>{<Table.Td>alone</Table.Td>}</MantineProvider>)).toThrow('Table component was not found in the tree');
  });
});
