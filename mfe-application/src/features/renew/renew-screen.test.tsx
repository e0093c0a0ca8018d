import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, sessionStore } from 'shared-contracts';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import LinkExpiredScreen from '../notices/link-expired-screen';
import RenewScreen from './renew-screen';
import { configureTestApi } from 'shared-contracts/testing';
import { draftHome } from '../wizard/model/draft';

let requests: { url: string; body: unknown; idempotencyKey: string | undefined }[];
let answers: Record<string, { status: number; body: unknown }>;

beforeEach(() => {
  requests = [];
  answers = {};
  draftHome.replace(null);
  configureTestApi({
    getFormKey: () => sessionStore.getState().formKey,
    fetch: ((url: string, init?: RequestInit) => {
      const path = new URL(String(url)).pathname;
      requests.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined, idempotencyKey: new Headers(init?.headers).get('Idempotency-Key') ?? undefined });
      const answer = answers[path] ?? { status: 200, body: { ok: true } };
      return Promise.resolve({ ok: answer.status < 400, status: answer.status, text: () => Promise.resolve(JSON.stringify(answer.body)) } as Response);
    }) as typeof fetch,
  });
});

function renderAt(path: string, element: React.ReactElement, routePath: string) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path={ROUTES.formStep1.path} element={<p>Step 1 of the saved form</p>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('renew quick-start (spec §2)', () => {
  it('needs a valid form: errors beside the fields and in the summary, and nothing is sent', async () => {
    renderAt('/renew', <RenewScreen />, '/renew');
    await userEvent.click(screen.getByRole('button', { name: 'Start my renewal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problem');
    // beside the field, and in the summary by its label (a link to the field)
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First name: enter your first name' })).toHaveAttribute('href', '#field-Firstname');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  }, 15_000);

  it('a valid submit saves a renewal, sends the link email once, then opens step 1 of the saved form', async () => {
    const form = { _id: 12, Apptype: 'R', _renew: true, Firstname: 'Jane', _version: 1 };
    answers['/api/form'] = { status: 200, body: { id: 12, key: 'k'.repeat(32), form } };
    renderAt('/renew', <RenewScreen />, '/renew');
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Surname' }), { target: { value: "O'Brien" } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Confirm email address' }), { target: { value: 'jane@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Start my renewal' }));
    expect(await screen.findByText('Step 1 of the saved form')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/form', '/api/mail/form-saved']);
    expect(requests[0]!.body).toMatchObject({ Apptype: 'R', _renew: true, Email: 'jane@example.com' });
    expect(requests[1]!.body).toEqual({ id: 12 });
    expect(sessionStore.getState().formKey).toBe('k'.repeat(32));
  }, 15_000);

  it('a second submit of the same details names the same start key, so the API makes no second draft and mails no second link (issue 40)', async () => {
    const form = { _id: 12, Apptype: 'R', _renew: true, Firstname: 'Jane', _version: 1 };
    answers['/api/form'] = { status: 200, body: { id: 12, key: 'k'.repeat(32), form } };
    const fill = () => {
      fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Jane' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Surname' }), { target: { value: "O'Brien" } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'jane@example.com' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Confirm email address' }), { target: { value: 'jane@example.com' } });
    };
    const first = renderAt('/renew', <RenewScreen />, '/renew');
    fill();
    // Enter pressed twice: the second submit sends nothing while the first is sent
    const form1 = screen.getByRole('button', { name: 'Start my renewal' }).closest('form')!;
    fireEvent.submit(form1);
    fireEvent.submit(form1);
    expect(await screen.findByText('Step 1 of the saved form')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/form', '/api/mail/form-saved']);
    first.unmount();
    // back to the page and the same details again: the same start key
    renderAt('/renew', <RenewScreen />, '/renew');
    fill();
    await userEvent.click(screen.getByRole('button', { name: 'Start my renewal' }));
    expect(await screen.findByText('Step 1 of the saved form')).toBeInTheDocument();
    const creates = requests.filter((r) => r.url === '/api/form');
    expect(creates).toHaveLength(2);
    expect(creates[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(creates[1]!.idempotencyKey).toBe(creates[0]!.idempotencyKey);
  }, 15_000);

  it('a failed start says why above the form, and keeps what was typed', async () => {
    answers['/api/form'] = { status: 429, body: { message: 'Too many requests, please try again in a minute' } };
    renderAt('/renew', <RenewScreen />, '/renew');
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Surname' }), { target: { value: 'Citizen' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Confirm email address' }), { target: { value: 'jane@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Start my renewal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again in a minute');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
    expect(requests.map((r) => r.url)).toEqual(['/api/form']);
  }, 15_000);
});

describe('link expired (spec §2, §8)', () => {
  it('resends the link, and a 429 shows the text of spec §8', async () => {
    answers['/api/mail/form-saved'] = { status: 429, body: { message: 'Too many requests, please try again in a minute' } };
    renderAt('/link-expired/12', <LinkExpiredScreen />, ROUTES.linkExpired.path);
    await userEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again in a minute');
    expect(requests[0]).toMatchObject({ url: '/api/mail/form-saved', body: { randomId: '12' } });
  });

  it('resends by the random id of the link (spec §6 /link-expired/{randomId}, issue 40), not "Unknown error"', async () => {
    renderAt('/link-expired/Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo', <LinkExpiredScreen />, ROUTES.linkExpired.path);
    await userEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have emailed you a new link.');
    expect(requests[0]).toMatchObject({ url: '/api/mail/form-saved', body: { randomId: 'Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo' } });
  });
});
