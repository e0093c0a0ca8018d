import { screen } from '@testing-library/react';
import { configureTestApi, renderScreen, jsonReply, ThrownTo } from 'ui-kit/testing';
import InductionStatusScreen from './induction-status-screen';

// The status page's answers are checked by their schemas; the list's code loads only once both have arrived.
const mockListLoaded = jest.fn();
jest.mock('./status-list', () => {
  mockListLoaded();
  return jest.requireActual('./status-list');
});

const card = { Id: 41, RandomId: 'abc_DEF-1', Firstname: 'Mere', Surname: 'Tawhiri', Msicnum: 'QPA1234567', Inductions: [1] };
const list = { hasInductions: true, inductions: [{ inductionName: 'MSIC security awareness induction', url: '/induction/1234567', completedAt: null, certificateCode: null }] };

async function renderStatus(answer: (url: string) => Response) {
  configureTestApi((async (input: RequestInfo | URL) => answer(String(input))) as typeof fetch);
  renderScreen(
    <ThrownTo>
      <InductionStatusScreen />
    </ThrownTo>,
    { path: '/induction-status/41/abc_DEF-1', pattern: '/induction-status/:id/:randomId' },
  );
}

jest.setTimeout(20_000);

describe('the induction status page: its answers and its list', () => {
  beforeEach(() => mockListLoaded.mockClear());

  it('goes to the 404 page for a card the API does not know, without loading the list', async () => {
    await renderStatus(() => jsonReply(404, { message: 'Not found' }));
    expect(await screen.findByText('/page-404', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(mockListLoaded).not.toHaveBeenCalled();
  });

  it('lists the inductions once both answers have arrived', async () => {
    await renderStatus((url) => jsonReply(200, url.endsWith('/inductions/incomplete') ? list : card));
    expect(await screen.findByRole('table', { name: 'Your inductions' }, { timeout: 10_000 })).toHaveTextContent('MSIC security awareness induction');
    expect(screen.getByText('Mere Tawhiri, card QPA1234567')).toBeInTheDocument();
    expect(mockListLoaded).toHaveBeenCalledTimes(1);
  });

  it('goes to the 404 page for an answer that does not match the contract, as the client did', async () => {
    await renderStatus((url) => jsonReply(200, url.endsWith('/inductions/incomplete') ? { hasInductions: 'yes' } : card));
    expect(await screen.findByText('/page-404', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

});
