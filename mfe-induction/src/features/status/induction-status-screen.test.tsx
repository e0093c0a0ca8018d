import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { configureTestApi, renderScreen } from 'ui-kit/testing';
import InductionStatusScreen from './induction-status-screen';
import { loadInductionStatus } from './load-induction-status';

jest.mock('./load-induction-status', () => ({ ...jest.requireActual('./load-induction-status'), loadInductionStatus: jest.fn() }));

const renderStatus = (path = '/induction-status/41/abc_DEF-1') => renderScreen(<InductionStatusScreen />, { path, pattern: '/induction-status/:id/:randomId' });

configureTestApi();

describe('induction status (spec §2, §3 status list entry)', () => {
  it('lists each induction with its name, link, completion date and certificate of completion', async () => {
    jest.mocked(loadInductionStatus).mockResolvedValue({
      card: { Id: 41, RandomId: 'abc_DEF-1', Firstname: 'Mere', Surname: 'Tawhiri', Msicnum: 'QPA1234567', Inductions: [1, 7] },
      list: {
        hasInductions: true,
        inductions: [
          { inductionName: 'MSIC security awareness induction', url: '/induction/1234567', completedAt: '2026-03-05T04:00:00.000Z', certificateCode: '7K2M-9XQD-4RTB' },
          { inductionName: 'Southern Ports induction', url: '/induction/7654321', completedAt: null, certificateCode: null },
        ],
      },
    });
    renderStatus();
    const table = await screen.findByRole('table', { name: 'Your inductions' });
    expect(loadInductionStatus).toHaveBeenCalledWith(41, 'abc_DEF-1', expect.anything());
    expect(within(table).getByRole('link', { name: 'MSIC security awareness induction' })).toHaveAttribute('href', '/induction/1234567');
    expect(within(table).getByRole('link', { name: 'Southern Ports induction' })).toHaveAttribute('href', '/induction/7654321');
    expect(within(table).getAllByTestId('completed-at').map((c) => c.textContent)).toEqual(['5 Mar 2026', 'Not yet']);
    // issue 20: the certificate of the completed induction, downloaded from the API
    expect(within(table).getAllByRole('link', { name: 'Certificate of completion (PDF)' }).map((a) => a.getAttribute('href'))).toEqual([
      'http://api.test/api/induction-certificates/7K2M-9XQD-4RTB/pdf',
    ]);
  });

  it('goes to the 404 page when the load fails (spec §2, §8)', async () => {
    jest.mocked(loadInductionStatus).mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Not found' }));
    renderStatus();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/page-404'));
  });

  it('goes to the 404 page when an id is not an id', async () => {
    jest.mocked(loadInductionStatus).mockClear();
    renderStatus('/induction-status/first/abc');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/page-404'));
    expect(loadInductionStatus).not.toHaveBeenCalled();
  });
});
