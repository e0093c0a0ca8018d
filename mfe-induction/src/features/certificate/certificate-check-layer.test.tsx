import { screen } from '@testing-library/react';
import { configureTestApi, renderScreen, jsonReply, watchedApiLayer } from 'ui-kit/testing';
import CertificateCheckScreen from './certificate-check-screen';

// The check page reads the certificate without the API layer; the layer (to check the answer) and the table come only
// for a code that is a certificate's (issue 17, decision 061).
const mockLayer = watchedApiLayer();
jest.mock('shared-contracts/api', () => mockLayer.load());
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
configureTestApi((async (input: RequestInfo | URL) =>
  String(input).endsWith('/api/induction-certificates/7K2M-9XQD-4RTB') ? jsonReply(200, certificate) : jsonReply(404, { message: 'No certificate has this code.' })) as typeof fetch);

const renderCheck = (code: string) => renderScreen(<CertificateCheckScreen />, { path: `/induction-certificate/${code}`, pattern: '/induction-certificate/:code' });
jest.setTimeout(20_000);

describe('the certificate check and the API layer (decision 061)', () => {
  it('says a code is no certificate without loading the API layer or the table', async () => {
    renderCheck('AB12-CD34-EF56');
    expect(await screen.findByTestId('certificate-not-found', {}, { timeout: 10_000 })).toHaveTextContent('We could not find a certificate with the code AB12-CD34-EF56');
    expect(mockLayer.loaded).not.toHaveBeenCalled();
    expect(mockTableLoaded).not.toHaveBeenCalled();
  });

  it('says the certificate could not be checked when the code that checks it cannot be loaded', async () => {
    mockLayer.offline = true;
    renderCheck('7K2M-9XQD-4RTB');
    expect(await screen.findByText('We could not check the certificate just now. Please try again in a moment.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('certificate-valid')).not.toBeInTheDocument();
  });

  it('loads the layer and the table for a genuine certificate, the next time', async () => {
    mockLayer.offline = false;
    renderCheck('7K2M-9XQD-4RTB');
    expect(await screen.findByRole('table', { name: 'The certificate' }, { timeout: 10_000 })).toHaveTextContent('Southern Ports Authority');
    expect(mockTableLoaded).toHaveBeenCalledTimes(1);
  });
});
