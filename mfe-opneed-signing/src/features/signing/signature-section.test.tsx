import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from 'ui-kit';
import { fieldId, useSchemaForm } from 'ui-kit/form';
import { SignatureSection } from './signature-section';
import { valuesOf, type SigningValues } from './signing-values';

// The pad's code (ui-kit/signature with signature_pad) is a chunk of its own (issue 17). While `mockOffline`, every
// load of it fails, as a chunk that does not arrive; a failed load is cached neither by jest nor by the form.
jest.setTimeout(30_000);

let mockOffline = false;
const mockLoads = jest.fn();
jest.mock('ui-kit/signature', () => {
  mockLoads();
  if (mockOffline) throw new Error('Loading chunk signature failed');
  return jest.requireActual('ui-kit/signature');
});

// jsdom has no 2D canvas: a context whose every method does nothing lets the pad start
beforeAll(() => {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => ((target[key] = value), true),
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
});

function Harness() {
  const f = useSchemaForm<SigningValues>({
    initialValues: valuesOf({ FirstName: 'Morgan', Surname: 'Hale' } as Parameters<typeof valuesOf>[0]),
    validate: () => ({}),
  });
  return <SignatureSection f={f} airportsKnown={false} />;
}

describe('the signature box when the code of the pad does not load', () => {
  it('says so in the box, keeps the typed way to sign, and draws the pad on "Try again"', async () => {
    mockOffline = true;
    render(
      <MantineProvider>
        <Harness />
      </MantineProvider>,
    );
    // jsdom cannot observe the box nearing the screen: the load starts at once, and fails
    expect(await screen.findByText(/The signature box could not be loaded/)).toBeInTheDocument();
    expect(mockLoads).toHaveBeenCalled();
    // the error summary's link still finds the box: it carries the pad's id and label
    expect(document.getElementById(fieldId('_signature'))).toHaveAccessibleName('Your signature');
    expect(document.getElementById(fieldId('_signature'))).toHaveAccessibleDescription(/Sign with your mouse/);
    expect(screen.queryByTestId('signature-canvas')).not.toBeInTheDocument();
    // the typed signature needs no pad
    await userEvent.click(screen.getByRole('radio', { name: /Type my full name/ }));
    expect(screen.getByLabelText(/Type your full name/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Draw my signature/ }));

    mockOffline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('signature-canvas')).toBeInTheDocument();
    expect(screen.queryByText(/The signature box could not be loaded/)).not.toBeInTheDocument();
  });
});
