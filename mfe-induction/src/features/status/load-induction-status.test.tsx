import { screen } from '@testing-library/react';
import { configureTestApi, renderScreen, jsonReply, ThrownTo, watchedApiLayer } from 'ui-kit/testing';
import InductionStatusScreen from './induction-status-screen';

// The status page reads the card's answers without the API layer, and loads that layer (to check them) and the list's
// code only once both have arrived (issue 17, decision 061).
const mockLayer = watchedApiLayer();
jest.mock('shared-contracts/api', () => mockLayer.load());
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

describe('the induction status page and the API layer (decision 061)', () => {
  // in this order: the layer, once loaded, stays loaded for the page's life
  beforeEach(() => {
    mockLayer.loaded.mockClear();
    mockListLoaded.mockClear();
    mockLayer.offline = false;
  });

  it('goes to the 404 page for a card the API does not know, without loading the API layer or the list', async () => {
    await renderStatus(() => jsonReply(404, { message: 'Not found' }));
    expect(await screen.findByText('/page-404', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(mockLayer.loaded).not.toHaveBeenCalled();
    expect(mockListLoaded).not.toHaveBeenCalled();
  });

  it('hands the host its retry panel when the code that checks the answers cannot be loaded', async () => {
    mockLayer.offline = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderStatus((url) => jsonReply(200, url.endsWith('/inductions/incomplete') ? list : card));
    expect(await screen.findByTestId('boundary', {}, { timeout: 10_000 })).toHaveTextContent('CheckUnavailable');
    jest.mocked(console.error).mockRestore();
  });
  it('checks the answers with the API layer once they have arrived, then lists the inductions', async () => {
    await renderStatus((url) => jsonReply(200, url.endsWith('/inductions/incomplete') ? list : card));
    expect(await screen.findByRole('table', { name: 'Your inductions' }, { timeout: 10_000 })).toHaveTextContent('MSIC security awareness induction');
    expect(screen.getByText('Mere Tawhiri, card QPA1234567')).toBeInTheDocument();
    expect(mockLayer.loaded).toHaveBeenCalledTimes(1);
    expect(mockListLoaded).toHaveBeenCalledTimes(1);
  });

  it('goes to the 404 page for an answer that does not match the contract, as the client did', async () => {
    await renderStatus((url) => jsonReply(200, url.endsWith('/inductions/incomplete') ? { hasInductions: 'yes' } : card));
    expect(await screen.findByText('/page-404', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

});
