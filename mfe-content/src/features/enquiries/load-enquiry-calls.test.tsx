import { webcrypto } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { configureTestApi } from 'shared-contracts/testing';
import { MantineProvider } from 'ui-kit';
import { EnquiryForm } from './enquiry-form';

// jsdom has no WebCrypto PBKDF2; the browser's solver runs on Node's
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// typing whole forms with user-event is slow on a busy two-core machine
jest.setTimeout(30_000);

// offline: every load of the calls' chunk fails (the prefetch on focus included)
let mockOffline = true;
jest.mock('./enquiry-calls', () => {
  if (mockOffline) throw new Error('Loading chunk enquiry-calls failed');
  return jest.requireActual('./enquiry-calls');
});

let sent: Record<string, unknown>[];

function fakeFetch(url: string | URL | Request, init?: RequestInit): Promise<Response> {
  const path = new URL(String(url)).pathname;
  if (path === '/api/captcha/challenge') {
    const challenge = createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 3, deriveKey, expiresAt: 4102444800, hmacSignatureSecret: 'test' });
    return challenge.then((body) => ({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) }) as Response);
  }
  sent.push(JSON.parse(String(init?.body)));
  const body = { result: true, message: 'Thank you. Your enquiry has been sent. Your reference is ENQ-000051.' };
  return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) } as Response);
}

function renderForm() {
  configureTestApi({ fetch: fakeFetch as typeof fetch, pageOrigin: 'http://localhost' });
  render(
    <MantineProvider>
      <EnquiryForm type="General Enquiries" />
    </MantineProvider>,
  );
  return userEvent.setup();
}

// The form's calls (the API layer with its schemas, the captcha's solver) are a chunk of their own that loads when
// the visitor comes to the form (issue 17). When it does not arrive, nothing typed is lost and the next tick or
// press loads it again.
describe('the enquiry form when the code for its calls does not load', () => {
  beforeEach(() => {
    sent = [];
  });

  it('says the check or the enquiry could not go, keeps the answers, and loads the code again on the next tick and press', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/First name/), 'Jane');
    await user.type(screen.getByLabelText(/Surname/), 'Citizen');
    await user.type(screen.getByLabelText(/Email address/), 'jane@example.com');
    await user.type(screen.getByLabelText(/Your enquiry/), 'When will my card arrive?');

    await user.click(screen.getByLabelText(/I am a person/));
    expect(await screen.findByText(/could not run the security check/)).toBeInTheDocument();
    expect(screen.getByLabelText(/I am a person/)).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(/could not send your enquiry/)).toBeInTheDocument();
    // no error by a field: the form is not judged without its schema
    expect(screen.queryByText('There is a problem')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Jane');
    expect(screen.getByLabelText(/Your enquiry/)).toHaveValue('When will my card arrive?');
    expect(sent).toHaveLength(0);

    mockOffline = false;
    await user.click(screen.getByLabelText(/I am a person/));
    await screen.findByText('Security check complete.');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(/ENQ-000051/)).toBeInTheDocument();
    expect(screen.queryByText(/could not send your enquiry/)).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ EnquiryType: 'General Enquiries', Firstname: 'Jane', Email: 'jane@example.com', Message: 'When will my card arrive?' });
  });
});
