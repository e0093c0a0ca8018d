import { screen } from '@testing-library/react';
import { configureTestApi, renderScreen, jsonReply } from 'ui-kit/testing';
import CertificateCheckScreen from './certificate-check-screen';

// The table comes only for a code that is a certificate's (issue 17); the answer is checked by its schema.
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
  return jsonReply(404, { message: 'No certificate has this code.' });
}) as typeof fetch);

const renderCheck = (code: string) => renderScreen(<CertificateCheckScreen />, { path: `/induction-certificate/${code}`, pattern: '/induction-certificate/:code' });
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
