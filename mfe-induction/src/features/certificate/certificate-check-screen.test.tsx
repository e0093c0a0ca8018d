import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureTestApi, renderScreen, jsonReply } from 'ui-kit/testing';
import CertificateCheckScreen from './certificate-check-screen';

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
  return jsonReply(404, { message: 'No certificate has this code. Check the code printed on the certificate.' });
}) as typeof fetch);

const renderCheck = (code: string) => renderScreen(<CertificateCheckScreen />, { path: `/induction-certificate/${code}`, pattern: '/induction-certificate/:code' });

// the answer's check loads the API layer once the answer has arrived (decision 061): slower than a static import on a busy machine
jest.setTimeout(20_000);

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
