import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { staffApi } from 'shared-contracts/staff';
import { renderScreen } from 'ui-kit/testing';
import { staffSessionStore } from '../session/staff-session-store';
import EnrolmentScreen from './enrolment-screen';

const loadEnrolment = jest.spyOn(staffApi, 'staffEnrolment');
const completeEnrolment = jest.spyOn(staffApi, 'staffEnrol');

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
const info = { email: 'new@staff.localhost', name: 'Nina New', otpauthUri: 'otpauth://totp/MSIC:new@staff.localhost?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=MSIC', qrSvg: SVG };

const renderEnrolment = (hash = `#token=${TOKEN}`) => renderScreen(<EnrolmentScreen />, { path: `/staff/enrol${hash}`, pattern: '/staff/enrol' });

jest.setTimeout(20_000);

beforeEach(() => {
  jest.mocked(loadEnrolment).mockReset();
  jest.mocked(completeEnrolment).mockReset();
  staffSessionStore.getState().signedOut();
});

describe('staff enrolment (issue 19)', () => {
  it('says the enrolment could not be loaded when its call does not reach the API', async () => {
    jest.mocked(loadEnrolment).mockRejectedValueOnce(new ApiError({ kind: 'network', status: -1, message: 'Network error (status -1)' }));
    renderEnrolment();
    expect(await screen.findByRole('heading', { level: 1, name: 'This enrolment link does not work' })).toBeInTheDocument();
    expect(screen.getByText('The enrolment could not be loaded. Try again.')).toBeInTheDocument();
  });

  it('shows the QR code as an image, never as markup in the page, and the secret for typing in', async () => {
    jest.mocked(loadEnrolment).mockResolvedValue(info);
    renderEnrolment();
    const qr = await screen.findByRole('img', { name: /QR code to scan/ }, { timeout: 10_000 });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByTestId('otp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(loadEnrolment).toHaveBeenCalledWith({ params: { token: TOKEN }, signal: expect.any(AbortSignal) });
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
    expect(completeEnrolment).toHaveBeenCalledWith({ body: { token: TOKEN, password: 'a long enough pass phrase', code: '123456' } });
    expect(staffSessionStore.getState().session).toEqual({ status: 'signed-in', member: { email: info.email, name: info.name, role: 'officer' } });
  });

  it('says so when the link has no token', async () => {
    renderEnrolment('');
    expect(await screen.findByRole('heading', { level: 1, name: 'This enrolment link does not work' })).toBeInTheDocument();
    expect(loadEnrolment).not.toHaveBeenCalled();
  });

  it('words a link the API does not know as the API does, or as unknown, used or expired', async () => {
    jest.mocked(loadEnrolment).mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404, message: 'not found' }));
    renderEnrolment();
    expect(await screen.findByText('This enrolment link is not valid: it is unknown, used or expired.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
