import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { type InductionProgram, type InductionProgress } from 'shared-contracts/induction';
import { configureTestApi, renderScreen } from 'ui-kit/testing';
import InductionCompleteScreen from './induction-complete-screen';
import { loadCompletion } from './load-completion';

jest.mock('./load-completion', () => ({ ...jest.requireActual('./load-completion'), loadCompletion: jest.fn() }));
configureTestApi();

const programme: InductionProgram = {
  Id: 1,
  Name: 'MSIC security awareness induction',
  modules: [
    { Id: 100, title: 'The MSIC and the law behind it', parent: null, navigation: [], slides: [{ text: 'One', audio: null }, { text: 'Two', audio: null }], questions: [] },
    { Id: 101, title: 'Maritime security zones', parent: null, navigation: [], slides: [{ text: 'Three', audio: null }], questions: [] },
  ],
};
const completed: InductionProgress = {
  module: 1,
  unanswered: [],
  induction: { Id: 1234567, ProgramId: 1, Name: 'MSIC security awareness induction', Company: 'msic', CompletedAt: '2026-11-20T02:00:00.000Z', CertificateCode: '7K2M-9XQD-4RTB' },
  redirect: '/induction-status/5/key',
  domain: 'localhost',
};
const renderComplete = (path = '/induction/1234567/complete') => renderScreen(<InductionCompleteScreen />, { path, pattern: '/induction/:inductionId/complete' });

describe('the completion page (issue 20)', () => {
  it('says what was completed, gives the certificate with its verification code and links back to the status page', async () => {
    jest.mocked(loadCompletion).mockResolvedValue({
      progress: completed,
      programme,
      certificate: {
        Code: '7K2M-9XQD-4RTB',
        ParticipantName: 'Mere Tawhiri',
        InductionName: 'MSIC security awareness induction',
        ProgrammeName: 'MSIC security awareness induction',
        CompletedAt: '2026-11-20T02:00:00.000Z',
        IssuedBy: 'MSIC Card Online',
      },
    });
    renderComplete();
    expect(await screen.findByTestId('completion')).toHaveTextContent('Mere Tawhiri, you completed the MSIC security awareness induction on 20 Nov 2026.');
    expect(screen.getByText(/All 2 modules and their 3 slides/)).toBeInTheDocument();
    expect(within(screen.getByTestId('completed-modules')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['The MSIC and the law behind it', 'Maritime security zones']);
    expect(screen.getByTestId('certificate-code')).toHaveTextContent('7K2M-9XQD-4RTB');
    expect(screen.getByRole('link', { name: 'Download your certificate (PDF)' })).toHaveAttribute('href', 'http://api.test/api/induction-certificates/7K2M-9XQD-4RTB/pdf');
    expect(screen.getByRole('link', { name: /\/induction-certificate\/7K2M-9XQD-4RTB$/ })).toHaveAttribute('href', '/induction-certificate/7K2M-9XQD-4RTB');
    expect(screen.getByRole('link', { name: 'Back to your status page' })).toHaveAttribute('href', '/induction-status/5/key');
  });

  it('sends an induction not yet completed back to the player, and a missing one to the 404 page', async () => {
    jest.mocked(loadCompletion).mockResolvedValue({ progress: { ...completed, induction: { ...completed.induction!, CompletedAt: null } }, programme, certificate: null });
    renderComplete();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/induction\/1234567$/));
    jest.mocked(loadCompletion).mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Not found' }));
    renderComplete('/induction/7654321/complete');
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent('/page-404'));
  });
});
