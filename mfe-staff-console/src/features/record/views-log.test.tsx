import { render, screen } from '@testing-library/react';
import { MantineProvider } from 'ui-kit';
import { accessedPartLabel, ViewsLog } from './views-log';

describe('ViewsLog', () => {
  it('says in words what each look was of: the record, a document, or a line of a queue page', () => {
    expect(accessedPartLabel('record')).toBe('The record');
    expect(accessedPartLabel('queue')).toBe('Its line in a queue or search');
    expect(accessedPartLabel('document:operational-need-letter')).toBe('Document: operational need letter');
  });

  it('lists who looked, newest first as given', () => {
    render(
      <MantineProvider>
        <ViewsLog views={[
          { staff: 'officer@staff.localhost', what: 'document:invoice', at: '2026-11-26T01:02:03.000Z' },
          { staff: 'viewer@staff.localhost', what: 'queue', at: '2026-11-26T01:00:00.000Z' },
        ]} company="msic" />
      </MantineProvider>,
    );
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows[0]).toContain('officer@staff.localhostDocument: invoice');
    expect(rows[1]).toContain('viewer@staff.localhostIts line in a queue or search');
  });

  it('issue 39: looks in a row by one member at one part are one line with their count and span', () => {
    render(
      <MantineProvider>
        <ViewsLog
          views={[
            { staff: 'viewer@staff.localhost', what: 'queue', at: '2026-11-26T01:03:00.000Z' },
            { staff: 'viewer@staff.localhost', what: 'queue', at: '2026-11-26T01:02:00.000Z' },
            { staff: 'viewer@staff.localhost', what: 'queue', at: '2026-11-26T01:01:00.000Z' },
            { staff: 'viewer@staff.localhost', what: 'queue', at: '2026-11-26T01:00:00.000Z' },
            { staff: 'officer@staff.localhost', what: 'record', at: '2026-11-26T00:30:00.000Z' },
          ]}
          company="msic"
        />
      </MantineProvider>,
    );
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toHaveLength(2);
    // 01:00 UTC is 12:00 pm in Sydney (summer time): the record's variant's time zone
    expect(rows[0]).toBe('26 Nov 2026, 12:00 pm to 26 Nov 2026, 12:03 pmviewer@staff.localhostIts line in a queue or search (4 times)');
    expect(rows[1]).toContain('officer@staff.localhostThe record');
  });
});
