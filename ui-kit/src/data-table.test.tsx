import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DataTable } from './data-table';

interface Mail {
  id: number;
  subject: string;
  to: string;
  status: string;
}
const MAIL: Mail[] = [
  { id: 1, subject: 'Your application', to: 'jane.a.very.long.address@example.com', status: 'sent' },
  { id: 2, subject: 'Your receipt', to: 'john@example.com', status: 'failed' },
];

function renderMail({ resend, minWidth }: { resend: boolean; minWidth?: number }) {
  return render(
    <MantineProvider>
      <h2 id="mail-heading">Mail</h2>
      <DataTable
        rows={MAIL}
        labelledBy="mail-heading"
        minWidth={minWidth}
        rowKey={(mail) => mail.id}
        rowData={(mail) => ({ 'data-status': mail.status })}
        columns={[
          { header: 'Subject', rowHeader: true, cell: (mail) => mail.subject },
          { header: 'To', breakAnywhere: true, cell: (mail) => mail.to },
          resend && { header: 'Resend', cell: (mail) => <button type="button">Resend {mail.id}</button> },
        ]}
      />
    </MantineProvider>,
  );
}

describe('DataTable: rows of records, one column a heading and a cell', () => {
  it('is named by its heading, heads each column, and names each row by its row header', () => {
    const { container } = renderMail({ resend: true });
    const table = screen.getByRole('table', { name: 'Mail' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Subject', 'To', 'Resend']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Your application', 'Your receipt']);
    expect(within(table).getByRole('button', { name: 'Resend 2' })).toBeInTheDocument();
    expect(container.querySelector('tbody tr[data-status="failed"]')).not.toBeNull();
    expect(within(table).getByText('jane.a.very.long.address@example.com')).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('leaves out a column given as false, and scrolls in a box of its own below its minimum width', () => {
    const { container } = renderMail({ resend: false, minWidth: 640 });
    expect(within(screen.getByRole('table', { name: 'Mail' })).getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('div[style*="--table-min-width"] table')).not.toBeNull();
  });
});
