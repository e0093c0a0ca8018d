import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, TextInput } from '@mantine/core';
import { loadOnce, type LoadOnce } from '../load-once';
import { FormErrorSummary } from '../form/form-error-summary';
import { useIntentForm } from './use-intent-form';

interface Values {
  email: string;
}

/** what the chunk loaded on intent would hold: the shared check and the call */
interface Calls {
  check(values: Values): Record<string, readonly string[] | undefined>;
  send(values: Values): Promise<void>;
}

const sent: Values[] = [];
const calls: Calls = {
  check: (values) => (values.email.includes('@') ? {} : { email: ['Enter a valid email address'] }),
  send: async (values) => {
    sent.push(values);
  },
};

/** A load the test settles: `arrive()` or `fail()`; each call of the loader after a failure starts a new one. */
function controlledLoad() {
  let settle: { arrive(): void; fail(): void } | undefined;
  let loads = 0;
  const load: LoadOnce<Calls> = loadOnce(
    () =>
      new Promise<Calls>((resolve, reject) => {
        loads += 1;
        settle = { arrive: () => resolve(calls), fail: () => reject(new Error('Loading chunk calls failed')) };
      }),
  );
  return {
    load,
    loads: () => loads,
    arrive: () => act(async () => settle!.arrive()),
    fail: () => act(async () => settle!.fail()),
  };
}

function Form({ load }: { load: LoadOnce<Calls> }) {
  const { form, field, onSubmit, sending, failure, prefetch } = useIntentForm<Values, Calls>({
    initialValues: { email: '' },
    calls: load,
    validate: (loaded, values) => loaded.check(values),
    notLoaded: 'We could not send it. Try again.',
    fieldId: (path) => `f-${path}`,
  });
  return (
    <div onFocusCapture={prefetch}>
      <FormErrorSummary form={form} />
      {failure && <p role="alert">{failure}</p>}
      <form noValidate aria-label="Test form" onSubmit={onSubmit((values, loaded) => loaded.send(values))}>
        <TextInput key={form.key('email')} {...field('email', { label: 'Email' })} />
        <button type="submit" aria-busy={sending}>
          Send
        </button>
      </form>
    </div>
  );
}

function renderForm(load: LoadOnce<Calls>) {
  render(
    <MantineProvider>
      <Form load={load} />
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('useIntentForm: a form whose check and call load on intent', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('starts the load when the visitor comes to the form, and checks a field left before then when it arrives', async () => {
    const code = controlledLoad();
    const user = renderForm(code.load);
    expect(code.loads()).toBe(0);
    await user.type(screen.getByLabelText('Email'), 'nobody');
    expect(code.loads()).toBe(1);
    await user.tab();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await code.arrive();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('a press before the code has arrived waits for it, sends once however often it is pressed, then checks and sends', async () => {
    const code = controlledLoad();
    const user = renderForm(code.load);
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Email'), '{Enter}');
    expect(sent).toEqual([]);
    await code.arrive();
    await waitFor(() => expect(sent).toEqual([{ email: 'a@example.com' }]));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'false');
  });

  it('a press with an invalid answer shows the error summary once the code has arrived, and sends nothing', async () => {
    const code = controlledLoad();
    const user = renderForm(code.load);
    await user.type(screen.getByLabelText('Email'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await code.arrive();
    await waitFor(() => expect(screen.getByText('Email: enter a valid email address')).toBeInTheDocument());
    expect(sent).toEqual([]);
  });

  it('a code that does not arrive says so, keeps what was typed, and the next press loads it again', async () => {
    const code = controlledLoad();
    const user = renderForm(code.load);
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await code.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send it. Try again.');
    expect(screen.getByLabelText('Email')).toHaveValue('a@example.com');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(code.loads()).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await code.arrive();
    await waitFor(() => expect(sent).toEqual([{ email: 'a@example.com' }]));
  });
});
