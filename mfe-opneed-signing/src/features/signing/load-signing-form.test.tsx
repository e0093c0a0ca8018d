import { screen } from '@testing-library/react';
import { configureTestApi, renderScreen, jsonReply, ThrownTo, watchedApiLayer } from 'ui-kit/testing';
import { CheckUnavailable, loadSigningForm } from './load-signing-form';
import SigningScreen from './signing-screen';

// The link's answers are read without the API layer, which checks them once they have arrived; the part the link
// shows (the form or the signed panel) starts loading at the same time: a wrong link goes to the 404 page without
// any of them (issue 17, decision 061).
const mockLayer = watchedApiLayer();
jest.mock('shared-contracts/api', () => mockLayer.load());
const mockFormLoaded = jest.fn();
jest.mock('./signing-form', () => {
  mockFormLoaded();
  return { SigningForm: () => <p>the signing form</p> };
});
const mockPanelLoaded = jest.fn();
jest.mock('./signed-panel', () => {
  mockPanelLoaded();
  return { SignedPanel: () => <p>the signed panel</p> };
});

const form = {
  data: {
    form: { ApplicantFullname: 'Jordan Lee Smith', Sponsored: false },
    person: { Id: 7, Firstname: 'Jordan', Surname: 'Smith' },
    regional: false,
    signed: false,
  },
};
const lists: Record<string, unknown> = {
  '/api/operational-need/list': [{ Id: 1, Colour: 'blue', Reason: 'Works at a port', ShortReason: 'Port or terminal worker', category: 1, adminOnly: false }],
  '/api/state/list': [{ Code: 'WA', Name: 'Western Australia' }],
  '/api/country/list': [{ Id: 36, Name: 'Australia', Code: 'AU' }],
  '/api/operational-need-access-frequency/options': [{ Id: 1, Name: 'Daily' }],
};
let formReply = () => jsonReply(404, { message: 'Not found' });
configureTestApi((async (input: RequestInfo | URL) => {
  const path = new URL(String(input)).pathname;
  return path.startsWith('/api/people/operational-need-form/') ? formReply() : jsonReply(200, lists[path]);
}) as typeof fetch);

const renderSigning = () =>
  renderScreen(
    <ThrownTo>
      <SigningScreen />
    </ThrownTo>,
    { path: '/operational-need-form/7/refAbc', pattern: '/operational-need-form/:id/:refId' },
  );

jest.setTimeout(20_000);

// in this order: the layer, once loaded, stays loaded for the page's life
describe('the signing form and the API layer (decision 061)', () => {
  it('goes to the 404 page for a link the API refuses, without the API layer, the form or the panel', async () => {
    renderSigning();
    expect(await screen.findByText('/page-404', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(mockLayer.loaded).not.toHaveBeenCalled();
    expect(mockFormLoaded).not.toHaveBeenCalled();
    expect(mockPanelLoaded).not.toHaveBeenCalled();
  });

  it('hands the host its retry panel when the code that checks the answers cannot be loaded', async () => {
    formReply = () => jsonReply(200, form);
    mockLayer.offline = true;
    await expect(loadSigningForm(7, 'refAbc')).rejects.toBeInstanceOf(CheckUnavailable);
    renderSigning();
    expect(await screen.findByTestId('boundary', {}, { timeout: 10_000 })).toHaveTextContent('CheckUnavailable');
  });

  it('checks the answers, and loads the part the link shows: the form, or the panel of a signed form', async () => {
    mockLayer.offline = false;
    renderSigning();
    expect(await screen.findByText('the signing form', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Jordan Smith has applied for an/)).toBeInTheDocument();
    expect(mockPanelLoaded).not.toHaveBeenCalled();
    const loaded = await loadSigningForm(7, 'refAbc');
    expect(loaded.states).toEqual(lists['/api/state/list']);
    formReply = () => jsonReply(200, { data: { ...form.data, signed: true } });
    await loadSigningForm(7, 'refAbc');
    expect(mockPanelLoaded).toHaveBeenCalled();
  });

  it('goes to the 404 page for an answer that does not match the contract', async () => {
    formReply = () => jsonReply(200, { data: { ...form.data, person: null } });
    renderSigning();
    expect(await screen.findByText('/page-404', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
