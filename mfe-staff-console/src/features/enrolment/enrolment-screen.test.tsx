import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from 'ui-kit/testing';
import { staffSessionStore } from '../session/staff-session-store';
import { completeEnrolment } from './complete-enrolment';
import EnrolmentScreen from './enrolment-screen';
import { loadEnrolment } from './load-enrolment';

jest.mock('./load-enrolment', () => ({ loadEnrolment: jest.fn() }));
// the call, its errors and the form are a chunk fetched only for an address with a token (issue 17)
let mockOffline = false;
jest.mock('./enrolment-calls', () => {
  if (mockOffline) throw new Error('Loading chunk enrolment-calls failed');
  return jest.requireActual('./enrolment-calls');
});
jest.mock('./complete-enrolment', () => ({ completeEnrolment: jest.fn() }));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
const info = { email: 'new@staff.localhost', name: 'Nina New', otpauthUri: 'otpauth://totp/MSIC:new@staff.localhost?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=MSIC', qrSvg: SVG };

const renderEnrolment = (hash = `#token=${TOKEN}`) => renderScreen(<EnrolmentScreen />, { path: `/staff/enrol${hash}`, pattern: '/staff/enrol' });

jest.setTimeout(20_000);

beforeEach(() => {
  mockOffline = false;
  jest.mocked(loadEnrolment).mockReset();
  jest.mocked(completeEnrolment).mockReset();
  staffSessionStore.getState().signedOut();
});

describe('staff enrolment (issue 19)', () => {
  // first: once a test has loaded the chunk, the module registry keeps it
  it('says the enrolment could not be loaded when the code of its call does not arrive', async () => {
    mockOffline = true;
    renderEnrolment();
    expect(await screen.findByRole('heading', { level: 1, name: 'This enrolment link does not work' })).toBeInTheDocument();
    expect(screen.getByText('The enrolment could not be loaded. Try again.')).toBeInTheDocument();
    expect(loadEnrolment).not.toHaveBeenCalled();
  });

  it('shows the QR code as an image, never as markup in the page, and the secret for typing in', async () => {
    jest.mocked(loadEnrolment).mockResolvedValue(info);
    renderEnrolment();
    const qr = await screen.findByRole('img', { name: /QR code to scan/ }, { timeout: 10_000 });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByTestId('otp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(loadEnrolment).toHaveBeenCalledWith(TOKEN, expect.any(AbortSignal));
  });

  it('checks the password and code, then enrols, signs in and opens the queue', async () => {
    jest.mocked(loadEnrolment).mockResolvedValue(info);
    jest.mocked(completeEnrolment).mockResolvedValue({ email: info.email, name: info.name, role: 'officer' });
    const user = userEvent.setup({ delay: null });
    renderEnrolment();
    await user.type(await screen.findByLabelText(/^New password/, {}, { timeout: 10_000 }), 'too short');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    expect(await screen.findByRole('link', { name: /use at least 12 characters for your password/i })).toBeInTheDocument();
    expect(completeEnrolment).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'a long enough pass phrase');
    await user.type(screen.getByLabelText(/^Type the password again/), 'a long enough pass phrase');
    await user.type(screen.getByLabelText(/Code from your authenticator app/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff'));
    expect(completeEnrolment).toHaveBeenCalledWith({ token: TOKEN, password: 'a long enough pass phrase', code: '123456' });
    expect(staffSessionStore.getState().session).toEqual({ status: 'signed-in', member: { email: info.email, name: info.name, role: 'officer' } });
  });

  it('says so when the link has no token', async () => {
    renderEnrolment('');
    expect(await screen.findByRole('heading', { level: 1, name: 'This enrolment link does not work' })).toBeInTheDocument();
    expect(loadEnrolment).not.toHaveBeenCalled();
  });

  it('words a link the API does not know as the API does, or as unknown, used or expired', async () => {
    const { ApiError } = await import('shared-contracts/api');
    jest.mocked(loadEnrolment).mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404, message: 'not found' }));
    renderEnrolment();
    expect(await screen.findByText('This enrolment link is not valid: it is unknown, used or expired.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
