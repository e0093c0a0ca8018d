import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, href, sessionStore } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/tracking';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import StatusPage from './status-page';
import { configureTestApi, lodgedPeopleRecord } from 'shared-contracts/testing';

const person = lodgedPeopleRecord({
  ExtraData: { OpNeedType: 'employer', lodgementOption: 'inperson' },
  OperationalNeedPublic: { Id: 1, Colour: 'blue', ShortReason: 'Port worker' },
  Firstname: 'Jane',
  Surname: 'Citizen',
  Apptype: 'S',
  Appsubtype: '2',
});

let answers: Record<string, { status: number; body: unknown }>;
function fakeFetch(url: string | URL | Request): Promise<Response> {
  const path = new URL(String(url)).pathname;
  const reply = answers[path] ?? { status: 404, body: { message: 'no' } };
  return Promise.resolve({ ok: reply.status < 400, status: reply.status, text: () => Promise.resolve(JSON.stringify(reply.body)) } as Response);
}

function renderStatus(peopleId = '12') {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[href('status', { peopleId })]}>
        <Routes>
          <Route path="/status/:peopleId" element={<StatusPage />} />
          <Route path={href('notFound')} element={<h1>Page not found</h1>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the status page (spec §4 status page)', () => {
  beforeEach(() => {
    configureTestApi({ getToken: () => sessionStore.getState().token, fetch: fakeFetch as typeof fetch, pageOrigin: 'http://localhost' });
    answers = {
      '/api/people/12/lodgement-options': { status: 200, body: [{ Id: 'inperson', Name: 'In person', Description: 'Bring your documents.', available: true, price: 27000 }] },
      '/api/people/12/40/inductions/incomplete': { status: 200, body: { hasInductions: true, inductions: [{ inductionName: 'Port security awareness', url: '/induction/1', completedAt: null }] } },
    };
  });

  it('shows the record, the lodgement date, the progress as dated stages, downloads and induction links', async () => {
    answers['/api/people/12'] = { status: 200, body: person };
    renderStatus();
    expect(await screen.findByText('Jane Citizen')).toBeInTheDocument();
    expect(screen.getByText('VEP0001512')).toBeInTheDocument();
    expect(screen.getByText('Blue MSIC, 2 years')).toBeInTheDocument();
    expect(screen.getByText('Lodgement date').nextSibling).toHaveTextContent('5 Nov 2026');
    const progress = screen.getByRole('list', { name: 'Progress of your application' });
    const lodged = within(progress).getByText('Background check lodged').closest('li')!;
    expect(lodged).toHaveTextContent('Completed · 5 Nov 2026');
    expect(within(progress).getByText('Background check approved').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Download application form (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download tax invoice (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /certificate/ })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Port security awareness' })).toHaveAttribute('href', '/induction/1');
  });

  it('lists a completed induction with its date and a link to its certificate of completion (issue 20)', async () => {
    answers['/api/people/12'] = { status: 200, body: person };
    answers['/api/people/12/40/inductions/incomplete'] = {
      status: 200,
      body: { hasInductions: false, inductions: [{ inductionName: 'MSIC security awareness induction', url: '/induction/1', completedAt: '2026-11-20T01:00:00.000Z', certificateCode: '7K2M-9XQD-4RTB' }] },
    };
    renderStatus();
    const download = await screen.findByRole('link', { name: 'Download the certificate of completion (PDF)' });
    expect(download).toHaveAttribute('href', 'http://api.test/api/induction-certificates/7K2M-9XQD-4RTB/pdf');
    expect(screen.getByText(/You have completed your inductions/)).toBeInTheDocument();
    expect(screen.getByText('(completed 20 Nov 2026)', { exact: false })).toBeInTheDocument();
  });

  it('decision N shows the office sentence and no dispatch', async () => {
    answers['/api/people/12'] = { status: 200, body: { ...person, _ausCheckDecision: { Decision: 'N', Certdate: null } } };
    renderStatus();
    expect(await screen.findByText(MESSAGES.decisionNotApproved)).toBeInTheDocument();
    expect(screen.getByText('Card dispatched').closest('li')).toHaveTextContent('Not applicable');
  });

  it('job ready (site 4) reads as Job Ready MSIC; the certificate appears once approved', async () => {
    answers['/api/people/12'] = { status: 200, body: { ...person, Site: 4, _ausCheckDecision: { Decision: 'Y', Certdate: '2026-11-10' } } };
    renderStatus();
    expect(await screen.findByText('Job Ready MSIC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download background check certificate (PDF)' })).toBeInTheDocument();
  });

  it('after paying $355 online and lodging, shows what was paid, never the Australia Post total (issue 18)', async () => {
    answers['/api/people/12/lodgement-options'] = {
      status: 200,
      body: [
        { Id: 'inperson', Name: 'In person', Description: 'Bring your documents.', available: true, price: 35500 },
        { Id: 'auspost', Name: 'Australia Post', Description: 'At a post office.', available: true, price: 38500 },
      ],
    };
    const charges = { lines: [{ description: 'MSIC application, 4-year card', amount: 35500 }], gst: 3227, total: 35500, paid: { amount: 35500, reference: 'ch_1', paidAt: '2026-11-02T12:00:00.000Z' } };
    answers['/api/people/12'] = { status: 200, body: { ...person, Appsubtype: '4', Charges: charges } };
    renderStatus();
    expect(await screen.findByTestId('amount-paid')).toHaveTextContent('You paid $355.00 by card on 2 Nov 2026 (reference ch_1)');
    expect(screen.getByText('MSIC application, 4-year card')).toBeInTheDocument();
    expect(screen.getByText('Total paid').nextSibling).toHaveTextContent('$355.00');
    expect(screen.queryByText(/\$385\.00/)).toBeNull();
    expect(screen.queryByText('Australia Post')).toBeNull();
  });

  it('an ASIC application reads as ASIC (issue 18)', async () => {
    answers['/api/people/12'] = { status: 200, body: { ...person, TrackingNumber: 'VEA0001512', OperationalNeedPublic: null } };
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Your ASIC application' })).toBeInTheDocument();
    expect(screen.getByText('ASIC, 2 years')).toBeInTheDocument();
  });

  it('issue 39: a bne applicant under 18 on the company account: a provisional ASIC, nothing to pay, no amount in the lodgement box, the employer still to sign', async () => {
    answers['/api/people/12/lodgement-options'] = { status: 200, body: [{ Id: 'inperson', Name: 'In person', Description: 'Bring your documents.', available: true }] };
    const charges = { lines: [{ description: 'ASIC application, provisional card (applicant under 18)', amount: 13500 }], gst: 1227, total: 13500, paid: null, arrangement: 'company-account' };
    answers['/api/people/12'] = {
      status: 200,
      body: {
        ...person,
        Company: 'bne',
        TrackingNumber: 'VEA0001512',
        OperationalNeedPublic: null,
        ExtraData: { ...person.ExtraData, Provisional: true },
        _paidAt: null,
        _interviewedAt: null,
        _opsApproved: null,
        _ausCheckUploaded: null,
        Charges: charges,
        OperationalNeedSigning: { by: 'employer', sentTo: 'ops@airline.example', signedAt: null },
      },
    };
    renderStatus();
    expect(await screen.findByText('ASIC, 2 years (provisional: you are under 18)')).toBeInTheDocument();
    const paid = document.querySelector('[data-stage="paid"]') as HTMLElement;
    expect(paid).toHaveAttribute('data-state', 'done');
    expect(paid).toHaveTextContent("Paid through the Brisbane Airport company account");
    const signed = document.querySelector('[data-stage="signed"]') as HTMLElement;
    expect(signed).toHaveAttribute('data-state', 'current');
    expect(signed).toHaveTextContent('We have emailed ops@airline.example a link');
    expect(screen.getByText(/paid for through the Brisbane Airport company account: you have nothing to pay/)).toBeInTheDocument();
    expect(document.querySelector('[data-lodgement="inperson"]')).not.toHaveTextContent(/Total|\$/);
    expect(screen.queryByText(/\$135\.00/)).toBeNull();
    expect(screen.queryByRole('button', { name: /operational need letter/ })).toBeNull();
  });

  it('issue 39: once the employer has signed, the applicant downloads the signed letter from the status page', async () => {
    answers['/api/people/12'] = { status: 200, body: { ...person, OperationalNeedSigning: { by: 'employer', sentTo: 'sam@harbour.example', signer: 'Sam Lee', signedAt: '2026-11-06T01:00:00.000Z' } } };
    renderStatus();
    expect(await screen.findByRole('button', { name: 'Download signed operational need letter (PDF)' })).toBeInTheDocument();
    const signed = document.querySelector('[data-stage="signed"]') as HTMLElement;
    expect(signed).toHaveAttribute('data-state', 'done');
    expect(signed).toHaveTextContent('Signed by Sam Lee');
    // 01:00 UTC on 6 Nov is 12:00 on the 6th in Sydney: the msic variant's day
    expect(signed).toHaveTextContent('6 Nov 2026');
  });

  it('issue 39: a job-ready card (asset-msic) has no operational need to approve', async () => {
    answers['/api/people/12'] = { status: 200, body: { ...person, Company: 'asset-msic', Site: 4, OperationalNeedPublic: null, OperationalNeedSigning: null } };
    renderStatus();
    expect(await screen.findByText('Job Ready MSIC')).toBeInTheDocument();
    expect(document.querySelector('[data-stage="approved"]')).toBeNull();
    expect(document.querySelector('[data-stage="signed"]')).toBeNull();
  });

  it('goes to /404 when the status result is not there (another applicant, unknown id)', async () => {
    answers['/api/people/12'] = { status: 403, body: { message: 'You can only see your own application.' } };
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers to try again when the connection fails', async () => {
    const user = userEvent.setup();
    let calls = 0;
    configureApi({
      baseUrl: 'http://api.test', tokenAllowlist: [], websiteType: 'msic', getCompany: () => 'msic', getFormKey: () => undefined, getToken: () => undefined, pageOrigin: 'http://localhost',
      fetch: ((url: string) => (++calls <= 1 ? Promise.reject(new TypeError('Failed to fetch')) : fakeFetch(url))) as typeof fetch,
    });
    answers['/api/people/12'] = { status: 200, body: person };
    renderStatus();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Jane Citizen')).toBeInTheDocument();
  });
});
