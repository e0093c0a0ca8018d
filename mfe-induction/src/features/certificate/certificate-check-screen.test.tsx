import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureTestApi, renderScreen, jsonReply } from 'ui-kit/testing';
import CertificateCheckScreen from './certificate-check-screen';

// The table comes only for a code that is a certificate's (issue 17); the answer is checked by its schema. The
// module registry lives as long as this file: the tests that count the table's loads come first.
const mockTableLoaded = jest.fn();
jest.mock('./certificate-table', () => {
  mockTableLoaded();
  return jest.requireActual('./certificate-table');
});

const certificate = {
  Code: '7K2M-9XQD-4RTB',
  ParticipantName: 'Mere Tawhiri',
  InductionName: 'MSIC security awareness induction',
  ProgrammeName: 'MSIC security awareness induction',
  CompletedAt: '2026-11-20T02:00:00.000Z',
  IssuedBy: 'Southern Ports Authority',
};
configureTestApi((async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.endsWith('/api/induction-certificates/7K2M-9XQD-4RTB')) return jsonReply(200, certificate);
  // an answer that is not a certificate (the contract's schema refuses it)
  if (url.endsWith('/api/induction-certificates/9K2M-9XQD-4RTB')) return jsonReply(200, { Code: 42 });
  return jsonReply(404, { message: 'No certificate has this code. Check the code printed on the certificate.' });
}) as typeof fetch);

const renderCheck = (code: string) => renderScreen(<CertificateCheckScreen />, { path: `/induction-certificate/${code}`, pattern: '/induction-certificate/:code' });

// the answer's check loads the API layer once the answer has arrived (decision 061): slower than a static import on a busy machine
jest.setTimeout(20_000);

describe('the certificate check: its answer and its table', () => {
  it('says a code is no certificate without loading the table', async () => {
    renderCheck('AB12-CD34-EF56');
    expect(await screen.findByTestId('certificate-not-found', {}, { timeout: 10_000 })).toHaveTextContent('We could not find a certificate with the code AB12-CD34-EF56');
    expect(mockTableLoaded).not.toHaveBeenCalled();
  });

  it('says the certificate could not be checked when the answer is not a certificate', async () => {
    renderCheck('9K2M-9XQD-4RTB');
    expect(await screen.findByText('We could not check the certificate just now. Please try again in a moment.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('certificate-valid')).not.toBeInTheDocument();
  });

  it('loads the table for a genuine certificate', async () => {
    renderCheck('7K2M-9XQD-4RTB');
    expect(await screen.findByRole('table', { name: 'The certificate' }, { timeout: 10_000 })).toHaveTextContent('Southern Ports Authority');
    expect(mockTableLoaded).toHaveBeenCalledTimes(1);
  });
});

describe('checking a certificate of completion (issue 20)', () => {
  it('confirms a genuine certificate: who, which induction, when and through which site', async () => {
    renderCheck('7K2M-9XQD-4RTB');
    expect(await screen.findByTestId('certificate-valid', {}, { timeout: 10_000 })).toHaveTextContent('Mere Tawhiri completed the MSIC security awareness induction on 20 Nov 2026.');
    const table = await screen.findByRole('table', { name: 'The certificate' }, { timeout: 10_000 });
    expect(table).toHaveTextContent('Southern Ports Authority');
    expect(table).toHaveTextContent('7K2M-9XQD-4RTB');
  });

  it('says so for an unknown code, and checks another code typed as it is printed', async () => {
    const user = userEvent.setup();
    renderCheck('ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByTestId('certificate-not-found', {}, { timeout: 10_000 })).toHaveTextContent('We could not find a certificate with the code ZZZZ-ZZZZ-ZZZZ');
    await user.type(screen.getByLabelText('Verification code'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Check the certificate' }));
    expect(await screen.findByText(/Enter the 12-character code printed on the certificate/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '7k2m 9xqd 4rtb');
    await user.click(screen.getByRole('button', { name: 'Check the certificate' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/induction-certificate/7K2M-9XQD-4RTB'));
  });
});
