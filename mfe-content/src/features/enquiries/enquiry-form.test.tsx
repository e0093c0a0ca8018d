import { webcrypto } from 'node:crypto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, decodeCaptchaSolution } from 'shared-contracts/content';
import { MantineProvider } from 'ui-kit';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { EnquiryForm } from './enquiry-form';
import { configureTestApi } from 'shared-contracts/testing';

// jsdom has no WebCrypto PBKDF2; the browser's solver runs on Node's
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// typing whole forms with user-event is slow on a busy two-core machine
jest.setTimeout(30_000);

type Reply = { status: number; body: unknown } | 'network';
let enquiryReplies: Reply[];
let sent: Record<string, unknown>[];
let challenges: number;

/** A real ALTCHA challenge whose secret counter is 17 and whose expiry tells the challenges apart. */
function challenge() {
  challenges += 1;
  return createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 17, deriveKey, expiresAt: 4102444800 + challenges, hmacSignatureSecret: 'test' });
}

function fakeFetch(url: string | URL | Request, init?: RequestInit): Promise<Response> {
  const path = new URL(String(url)).pathname;
  let reply: Reply;
  if (path === '/api/captcha/challenge') return challenge().then((body) => ({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) }) as Response);
  else {
    sent.push(JSON.parse(String(init?.body)));
    reply = enquiryReplies.shift() ?? { status: 500, body: { message: 'unexpected' } };
  }
  if (reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
  const { status, body } = reply;
  return Promise.resolve({ ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(body)) } as Response);
}

const renderForm = (type: 'General Enquiries' | 'Company Enquiries') =>
  render(
    <MantineProvider>
      <EnquiryForm type={type} />
    </MantineProvider>,
  );

async function fillGeneral(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Jane');
  await user.type(screen.getByLabelText(/Surname/), 'Citizen');
  await user.type(screen.getByLabelText(/Email address/), 'jane@example.com');
  await user.type(screen.getByLabelText(/Card or tracking number/), 'VEP1234567');
  await user.type(screen.getByLabelText(/Your enquiry/), 'When will my card arrive?');
}

async function solveCheck(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/I am a person/));
  await screen.findByText('Security check complete.');
}

/** A general enquiry, filled in, checked and sent, the server to answer with `replies`; gives the user to go on with. */
async function sendGeneralEnquiry(...replies: Reply[]) {
  const user = userEvent.setup();
  enquiryReplies.push(...replies);
  renderForm('General Enquiries');
  await fillGeneral(user);
  await solveCheck(user);
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
  return user;
}

describe('the enquiry forms (spec §3 contact enquiry, §5 contact forms, §8 captcha errors)', () => {
  beforeEach(() => {
    enquiryReplies = [];
    sent = [];
    challenges = 0;
    configureTestApi({ fetch: fakeFetch as typeof fetch, pageOrigin: 'http://localhost' });
  });

  it('§5: a form that is not valid, or whose captcha is not solved, is not sent; errors show by the fields and in a summary', async () => {
    const user = userEvent.setup();
    renderForm('Company Enquiries');
    await user.type(screen.getByLabelText(/Email address/), 'not-an-email');
    await user.type(screen.getByLabelText(/Number of cards required/), '0');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    // by each field, and in the summary named with the field's label, in page order (decision 023)
    const messages: [string | null, string][] = [
      ['First name', 'Enter your first name'],
      ['Surname', 'Enter your surname'],
      ['Email address', 'Enter a valid email address, like name@example.com'],
      ['Company name', 'Enter the company name'],
      ['Number of cards required', 'Enter the number of cards you need'],
      ['Tell us about your organisation', 'Enter your enquiry'],
      [null, 'Complete the security check'],
    ];
    for (const [, message] of messages.slice(0, -1)) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getAllByText('Complete the security check')).toHaveLength(2);
    expect(Array.from(summary.querySelectorAll('a')).map((a) => a.textContent)).toEqual(
      messages.map(([label, message]) => (label ? `${label}: ${message.charAt(0).toLowerCase()}${message.slice(1)}` : message)),
    );
    expect(sent).toHaveLength(0);
  });

  it('§3: a general enquiry is sent with its card number and the solved captcha, and the reference is shown', async () => {
    await sendGeneralEnquiry({ status: 200, body: { result: true, message: 'Thank you. Your enquiry has been sent. Your reference is ENQ-000042.' } });
    expect(await screen.findByText(/ENQ-000042/)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ EnquiryType: 'General Enquiries', Firstname: 'Jane', CardNum: 'VEP1234567', Message: 'When will my card arrive?' });
    expect(decodeCaptchaSolution(String(sent[0]!.captcha))).toMatchObject({ solution: { counter: 17 }, challenge: { parameters: { expiresAt: 4102444801 } } });
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
  });

  it('§8: a failed captcha result shows the captcha error and asks for a new check', async () => {
    await sendGeneralEnquiry({ status: 200, body: { result: false, message: MESSAGES.captchaFailed } });
    // by the box (once the check is cleared) and in the summary
    await waitFor(() => expect(screen.getAllByText(MESSAGES.captchaFailed)).toHaveLength(2));
    expect(screen.getByLabelText(/I am a person/)).not.toBeChecked();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Jane');
  });

  it('issue 39: the check is worked out while the visitor fills in the form, and a refusal is no longer said once a new check is complete', async () => {
    const user = userEvent.setup();
    enquiryReplies.push({ status: 200, body: { result: false, message: MESSAGES.captchaFailed } });
    renderForm('General Enquiries');
    await fillGeneral(user);
    // the challenge was asked for when the visitor came to the form, before any tick
    expect(challenges).toBeGreaterThanOrEqual(1);
    await solveCheck(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    // by the box (once the check is cleared) and in the summary
    await waitFor(() => expect(screen.getAllByText(MESSAGES.captchaFailed)).toHaveLength(2));
    await solveCheck(user);
    expect(await screen.findByText('Security check complete.')).toBeInTheDocument();
    // by the box, the refusal of the earlier check is gone
    expect(screen.getByLabelText(/I am a person/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('§8: a network failure resets the captcha silently (no captcha error) and keeps what was typed', async () => {
    const user = await sendGeneralEnquiry('network', { status: 200, body: { result: true, message: 'Thank you. Your enquiry has been sent. Your reference is ENQ-000043.' } });
    expect(await screen.findByText(/could not send your enquiry/)).toBeInTheDocument();
    expect(screen.getByLabelText(/I am a person/)).not.toBeChecked();
    expect(screen.queryByText(MESSAGES.captchaFailed)).not.toBeInTheDocument();
    // a new check, then the enquiry goes with the new challenge
    await solveCheck(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(/ENQ-000043/)).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(decodeCaptchaSolution(String(sent[1]!.captcha))?.challenge.parameters.expiresAt).toBe(4102444802);
  });

  it("§8: the server's 400 field errors are shown by their fields, and a 429 says the server's words, the check kept", async () => {
    const user = await sendGeneralEnquiry(
      { status: 400, body: { message: 'Invalid enquiry', code: 'validation', fieldErrors: { Email: ['This email address cannot receive mail'] } } },
      { status: 429, body: { message: 'Too many enquiries, please try again in a minute' } },
    );
    expect(await screen.findByText('This email address cannot receive mail')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/I am a person/)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Too many enquiries, please try again in a minute')).toBeInTheDocument();
    expect(screen.getByLabelText(/I am a person/)).toBeChecked();
    expect(sent).toHaveLength(2);
  });

  it('§3: a company enquiry sends the company and the number of cards, not a card number', async () => {
    const user = userEvent.setup();
    enquiryReplies.push({ status: 200, body: { result: true, message: 'Thank you. Your enquiry has been sent. Your reference is ENQ-000044.' } });
    renderForm('Company Enquiries');
    await user.type(screen.getByLabelText(/First name/), 'Sam');
    await user.type(screen.getByLabelText(/Surname/), 'Nguyen');
    await user.type(screen.getByLabelText(/Email address/), 'sam@example.com');
    await user.type(screen.getByLabelText(/Company name/), 'Harbour Logistics');
    await user.type(screen.getByLabelText(/Number of cards required/), '25');
    await user.type(screen.getByLabelText(/Tell us about your organisation/), 'We need cards for our wharf staff.');
    expect(screen.queryByLabelText(/Card or tracking number/)).not.toBeInTheDocument();
    await solveCheck(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(/ENQ-000044/)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ EnquiryType: 'Company Enquiries', Company: 'Harbour Logistics', CardsRequired: 25 });
    expect(sent[0]).not.toHaveProperty('CardNum');
  });
});
