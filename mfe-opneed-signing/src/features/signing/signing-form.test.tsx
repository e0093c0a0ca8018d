import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ABN_LOOKUP_NOTES, FIELD_MESSAGES, MESSAGES, TYPED_SIGNATURE_MESSAGES, type OperationalNeedForm } from 'shared-contracts/signing';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import { SigningForm, type SigningFormData } from './signing-form';
import SigningScreen from './signing-screen';
import { configureTestApi, validEmployerForm } from 'shared-contracts/testing';

jest.setTimeout(30_000);

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply[]>;
let posted: Record<string, unknown>[];

function fakeFetch(url: string | URL | Request, init?: RequestInit): Promise<Response> {
  const path = new URL(String(url)).pathname;
  if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
  const key = Object.keys(replies).find((prefix) => path.startsWith(prefix));
  const reply = (key && replies[key]?.shift()) || { status: 500, body: { message: 'unexpected' } };
  return Promise.resolve({ ok: reply.status < 400, status: reply.status, text: () => Promise.resolve(JSON.stringify(reply.body)) } as Response);
}

// jsdom has no 2D canvas: a context whose every method does nothing lets signature_pad record strokes
beforeAll(() => {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => ((target[key] = value), true),
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
});

const pointer = typeof window.PointerEvent === 'function';
function sign(points: [number, number][]) {
  const canvas = screen.getByTestId('signature-canvas');
  const [first, ...rest] = points as [[number, number], ...[number, number][]];
  act(() => {
    fireEvent[pointer ? 'pointerDown' : 'mouseDown'](canvas, { clientX: first[0], clientY: first[1], buttons: 1, pointerId: 1 });
    for (const [x, y] of rest) fireEvent[pointer ? 'pointerMove' : 'mouseMove'](document, { clientX: x, clientY: y, buttons: 1, pointerId: 1 });
    const last = rest[rest.length - 1] ?? first;
    fireEvent[pointer ? 'pointerUp' : 'mouseUp'](document, { clientX: last[0], clientY: last[1], buttons: 0, pointerId: 1 });
  });
}

// the shared employer's form (shared-contracts/testing) as the link prefills it: not signed, no need type chosen, not sponsored
const { _signature: _unsigned, OperationalNeedType: _notChosen, SponsoredYears: _noYears, ...employer } = validEmployerForm({
  ApplicantFullname: 'Jordan Lee Smith',
  OpNeedOccupation: 'Jordan drives straddle carriers and moves containers around the terminal every working day',
});
const prefilled: OperationalNeedForm = { ...employer, Sponsored: false };

const data = (overrides: Partial<SigningFormData['form']> = {}): SigningFormData => ({
  form: { form: prefilled, person: { Id: 7, Firstname: 'Jordan', Surname: 'Smith' }, regional: false, signed: false, ...overrides },
  needs: [
    { Id: 1, Colour: 'blue', Reason: 'Works at a port', ShortReason: 'Port or terminal worker', category: 1, adminOnly: false },
    { Id: 7, Colour: 'white', Reason: 'Office only', ShortReason: 'Port office worker', category: 1, adminOnly: false },
  ],
  states: [{ Code: 'WA', Name: 'Western Australia' }],
  countries: [{ Id: 36, Name: 'Australia', Code: 'AU' }],
  accessFrequencies: [{ Id: 1, Name: 'Daily' }],
  abnOnFile: null,
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The message shows by its field and, named with the field's label, in the error summary (a link to the field). */
function expectFieldAndSummary(message: string) {
  expect(screen.getByText('There is a problem')).toBeInTheDocument();
  // the summary's links are the only links of the form
  expect(screen.getByRole('link', { name: new RegExp(`: ${escape(message)}$`, 'i') })).toBeInTheDocument();
  expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1);
}

const renderForm = (formData = data(), onSigned = jest.fn()) => {
  render(
    <MantineProvider>
      <SigningForm peopleId={7} refId="refAbc" data={formData} onSigned={onSigned} />
    </MantineProvider>,
  );
  return onSigned;
};

beforeEach(() => {
  replies = {};
  posted = [];
  configureTestApi({ fetch: fakeFetch as typeof fetch, pageOrigin: 'http://localhost' });
});

describe('the operational-need signing form (spec §3, §5, §8)', () => {
  it('§5: needs a signature; the error shows by the pad and in the summary, and nothing is sent', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit' }));
    expectFieldAndSummary(FIELD_MESSAGES.signature);
    expect(posted).toHaveLength(0);
  });

  it('§2: the regional port version asks for the port; a white need drops the access frequency', async () => {
    renderForm(data({ regional: true }));
    expect(screen.getByRole('radiogroup', { name: /Port the applicant needs access to/ })).toBeInTheDocument();
    for (const port of ['Bunbury', 'Albany', 'Esperance']) expect(screen.getByLabelText(port)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit' }));
    expectFieldAndSummary(FIELD_MESSAGES.portAccess);
    expect(screen.getByLabelText(/How often the applicant needs access/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Operational need/, { selector: 'select' }), '7');
    expect(screen.queryByLabelText(/How often the applicant needs access/)).not.toBeInTheDocument();
  });

  it('§5: the occupation needs at least 10 words', async () => {
    renderForm(data({ form: { ...prefilled, OpNeedOccupation: 'Drives trucks' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit' }));
    expectFieldAndSummary(FIELD_MESSAGES.occupation);
  });

  it('§7 get-abn: the ABN on file fills an empty ABN, with its registered name, without a lookup', async () => {
    const onFile = { Abn: '10474582823', EntityName: 'Harbourside Marine Services Pty Ltd', AbnStatus: 'Active' };
    renderForm({ ...data({ form: { ...prefilled, Abn: undefined } }), abnOnFile: onFile });
    expect(screen.getByLabelText(/ABN of the organisation/)).toHaveValue('10 474 582 823');
    expect(screen.getByText('Registered to Harbourside Marine Services Pty Ltd.')).toBeInTheDocument();
    screen.getByLabelText(/ABN of the organisation/).focus();
    await userEvent.tab();
    expect(screen.getByText('Registered to Harbourside Marine Services Pty Ltd.')).toBeInTheDocument();
  });

  it('issue 39: an ABN registered to another business is not signed without a word: the signer confirms the trading name', async () => {
    replies['/api/people/operational-need-form/lookup-abn/'] = [{ status: 200, body: { Abn: '10474582823', EntityName: 'Harbourside Marine Services Pty Ltd', AbnStatus: 'Active', Verified: true } }];
    replies['/api/people/operational-need-form/7/refAbc'] = [{ status: 200, body: { ok: true } }];
    const onSigned = renderForm(data({ form: { ...prefilled, Organisation: 'Pacific Freight Lines', Abn: '' } }));
    await userEvent.type(screen.getByLabelText(/ABN of the organisation/), '10474582823');
    await userEvent.tab();
    const message = 'This ABN is registered to Harbourside Marine Services Pty Ltd. Enter that name, or confirm that Pacific Freight Lines trades under this ABN.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    sign([
      [10, 10],
      [80, 60],
      [150, 90],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit' }));
    expectFieldAndSummary(message);
    expect(posted).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pacific Freight Lines trades under this ABN, which is registered to Harbourside Marine Services Pty Ltd' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({ Organisation: 'Pacific Freight Lines', AbnNameConfirmed: true });
  });

  it('§5: an ABN the register does not know is invalid after the lookup on blur, shown by the field at once', async () => {
    replies['/api/people/operational-need-form/lookup-abn/'] = [{ status: 404, body: { message: 'We could not find this ABN' } }];
    renderForm(data({ form: { ...prefilled, Abn: '' } }));
    await userEvent.type(screen.getByLabelText(/ABN of the organisation/), '51824753556');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText(/ABN of the organisation/)).toHaveValue('51 824 753 556'));
    // on blur, before any submit
    expect(await screen.findByText(FIELD_MESSAGES.abnNotFound)).toBeInTheDocument();
    expect(screen.getByLabelText(/ABN of the organisation/)).toHaveAttribute('aria-invalid', 'true');
    sign([
      [10, 10],
      [80, 60],
      [150, 90],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit' }));
    expectFieldAndSummary(FIELD_MESSAGES.abnNotFound);
    expect(posted).toHaveLength(0);
  });

  it('§5 on blur: a cancelled ABN is not active, a mis-keyed one fails the checksum, an unverifiable one is accepted', async () => {
    replies['/api/people/operational-need-form/lookup-abn/'] = [
      { status: 200, body: { Abn: '10478629432', EntityName: 'Bass Strait Towage Pty Ltd', AbnStatus: 'Cancelled', Verified: true } },
      { status: 200, body: { Abn: '51824753556', EntityName: '', AbnStatus: 'Not verified', Verified: false } },
    ];
    renderForm(data({ form: { ...prefilled, Abn: '' } }));
    const abn = screen.getByLabelText(/ABN of the organisation/);
    await userEvent.type(abn, '10478629432');
    await userEvent.tab();
    expect(await screen.findByText(FIELD_MESSAGES.abnNotActive)).toBeInTheDocument();

    await userEvent.clear(abn);
    await userEvent.type(abn, '51824753557');
    await userEvent.tab();
    expect(await screen.findByText(FIELD_MESSAGES.abn)).toBeInTheDocument();
    expect(screen.queryByText(FIELD_MESSAGES.abnNotActive)).not.toBeInTheDocument();

    await userEvent.clear(abn);
    await userEvent.type(abn, '51824753556');
    await userEvent.tab();
    expect(await screen.findByText(ABN_LOOKUP_NOTES.notVerified)).toBeInTheDocument();
    expect(screen.queryByText(FIELD_MESSAGES.abn)).not.toBeInTheDocument();
    expect(abn).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('need types are words; the typed signature signs by keyboard and is sent as typed', async () => {
    replies['/api/people/operational-need-form/7/refAbc'] = [{ status: 200, body: { ok: true } }];
    const onSigned = renderForm(data({ form: { ...prefilled, OperationalNeedType: 'lame' } }));
    const type = screen.getByLabelText(/Type of operational need/) as HTMLSelectElement;
    expect(type.selectedOptions[0]?.textContent).toBe('Licensed aircraft maintenance engineer (LAME)');
    expect(screen.queryByRole('option', { name: 'Lame' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Type my full name/ }));
    const typed = screen.getByLabelText(/Type your full name/);
    await userEvent.type(typed, 'Someone Else');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit' }));
    expectFieldAndSummary(TYPED_SIGNATURE_MESSAGES.mismatch);
    expect(posted).toHaveLength(0);

    await userEvent.clear(typed);
    await userEvent.type(typed, 'Morgan Hale');
    expect(screen.getByRole('img', { name: 'Your typed signature: Morgan Hale' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({ _signatureMethod: 'typed', _signatureTyped: 'Morgan Hale', OperationalNeedType: 'lame' });
    expect(posted[0]).not.toHaveProperty('_signature');
  });

  it('§5: an ABN lookup that fails does not block; a save error keeps the answers (spec §8 save-error)', async () => {
    replies['/api/people/operational-need-form/lookup-abn/'] = [{ status: 502, body: { message: 'down' } }];
    replies['/api/people/operational-need-form/7/refAbc'] = [{ status: 500, body: { message: 'Something went wrong' } }, { status: 200, body: { ok: true } }];
    const onSigned = renderForm();
    screen.getByLabelText(/ABN of the organisation/).focus();
    await userEvent.tab();
    await screen.findByText(/could not check this ABN/);
    sign([
      [10, 10],
      [80, 60],
      [150, 90],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MESSAGES.operationalNeedSaveError} Your answers and signature are still on this page.`);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Morgan');
    expect(posted[0]).toMatchObject({ FirstName: 'Morgan', Abn: '10474582823', Sponsored: false, OperationalNeedId: 1, OpNeedAccessFreq: 1 });
    expect(String(posted[0]?._signature)).toMatch(/^data:image\/svg\+xml;base64,/);
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalled());
  });
});

describe('the signing screen', () => {
  const renderScreen = (path: string) =>
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/operational-need-form/:id/:refId" element={<SigningScreen />} />
            <Route path="/page-404" element={<p>Not found page</p>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );

  /** The reference lists the signing screen reads with its form (needs, states, countries, access frequencies). */
  const replyWithReferenceLists = () => {
    replies['/api/operational-need/list'] = [{ status: 200, body: data().needs }];
    replies['/api/state/list'] = [{ status: 200, body: data().states }];
    replies['/api/country/list'] = [{ status: 200, body: data().countries }];
    replies['/api/operational-need-access-frequency/options'] = [{ status: 200, body: data().accessFrequencies }];
  };

  it('§2: the form words the card the application is for', async () => {
    replies['/api/people/operational-need-form/7/refAbc'] = [{ status: 200, body: { data: { ...data().form, cards: ['ASIC'] } } }];
    replyWithReferenceLists();
    renderScreen('/operational-need-form/7/refAbc');
    expect(await screen.findByText(/has applied for an ASIC and named you/)).toBeInTheDocument();
  });

  it('§7 get-abn: the last ABN record on file is the one the form shows', async () => {
    replies['/api/people/operational-need-form/get-abn/7/refAbc'] = [
      { status: 200, body: [{ Abn: '10474598661', EntityName: 'Older Name Pty Ltd', AbnStatus: 'Active' }, { Abn: '10474582823', EntityName: 'Harbourside Marine Services Pty Ltd', AbnStatus: 'Active' }] },
    ];
    replies['/api/people/operational-need-form/7/refAbc'] = [{ status: 200, body: { data: { ...data().form, form: { ...prefilled, Abn: undefined } } } }];
    replyWithReferenceLists();
    renderScreen('/operational-need-form/7/refAbc');
    expect(await screen.findByLabelText(/ABN of the organisation/)).toHaveValue('10 474 582 823');
    expect(screen.getByText('Registered to Harbourside Marine Services Pty Ltd.')).toBeInTheDocument();
  });

  it('a failed get-abn does not stop the form: the signer types the ABN', async () => {
    replies['/api/people/operational-need-form/get-abn/7/refAbc'] = [{ status: 500, body: { message: 'down' } }];
    replies['/api/people/operational-need-form/7/refAbc'] = [{ status: 200, body: { data: { ...data().form, form: { ...prefilled, Abn: undefined } } } }];
    replyWithReferenceLists();
    renderScreen('/operational-need-form/7/refAbc');
    expect(await screen.findByLabelText(/ABN of the organisation/)).toHaveValue('');
  });

  it('§2, §8: a link that does not match goes to the 404 page', async () => {
    replies['/api/people/operational-need-form/7/wrong'] = [{ status: 404, body: { message: 'This operational need form link is not valid or has expired.' } }];
    renderScreen('/operational-need-form/7/wrong');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('a signed form says so and offers the letter', async () => {
    replies['/api/people/operational-need-form/7/refAbc'] = [{ status: 200, body: { data: { ...data().form, signed: true } } }];
    replyWithReferenceLists();
    renderScreen('/operational-need-form/7/refAbc');
    expect(await screen.findByText('This operational need form has been signed')).toBeInTheDocument();
    expect(screen.getByText(/has applied for an MSIC or ASIC/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the signed letter (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign and submit' })).not.toBeInTheDocument();
  });
});
