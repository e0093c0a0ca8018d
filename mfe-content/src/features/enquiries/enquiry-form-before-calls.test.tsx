import { webcrypto } from 'node:crypto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureTestApi } from 'shared-contracts/testing';
import { MantineProvider } from 'ui-kit';
import { EnquiryForm } from './enquiry-form';

// jsdom has no WebCrypto PBKDF2; the browser's solver runs on Node's
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// typing whole forms with user-event is slow on a busy two-core machine
jest.setTimeout(30_000);

type Calls = typeof import('./enquiry-calls');

// the calls arrive when a test says so
let mockLoaded: Calls | undefined;
let mockPending: Promise<Calls>;
jest.mock('./load-enquiry-calls', () => ({
  loadEnquiryCalls: Object.assign(() => mockPending, { loaded: () => mockLoaded, prefetch: () => undefined }),
}));

const actual = jest.requireActual<Calls>('./enquiry-calls');
let arrive: () => void;

const sent: unknown[] = [];
const fakeFetch = (_url: string | URL | Request, init?: RequestInit) => {
  // an enquiry is a POST; the security check asks for its challenge ahead, as the visitor comes to the form
  if (init?.method === 'POST') sent.push(init?.body);
  return Promise.reject(new TypeError('no enquiry is sent in these tests'));
};

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
// the visitor comes to the form (issue 17): what the visitor does before it has arrived waits for it.
describe('the enquiry form before the code for its calls has arrived', () => {
  beforeEach(() => {
    sent.length = 0;
    mockLoaded = undefined;
    mockPending = new Promise<Calls>((resolve) => {
      arrive = () => {
        mockLoaded = actual;
        resolve(actual);
      };
    });
  });

  it('a field left before then is checked when the code arrives', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/Email address/), 'not-an-email');
    await user.tab();
    expect(screen.queryByText(/Enter a valid email address/)).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    // only the field that was left: no summary, no error on the fields not reached
    expect(screen.queryByText('Enter your first name')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a press of "Send enquiry" before then waits for it (the button busy), then checks the whole form', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/Email address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeDisabled();
    expect(screen.queryByText(/Enter a valid email address/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    arrive();
    // by the fields and in the summary, nothing sent, nothing lost
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a problem');
    await waitFor(() => expect(screen.getAllByText('Enter a valid email address, like name@example.com')).toHaveLength(1));
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('not-an-email');
    expect(sent).toHaveLength(0);
  });
});
