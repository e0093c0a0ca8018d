import { Profiler, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, FAILURE_MESSAGES } from 'shared-contracts';
import { Button, Checkbox, Form, TextInput, useSchemaForm, type SchemaForm } from '.';

interface Person {
  Firstname?: string;
  Middlenames?: string;
  _hasmiddlename?: boolean;
  Birthdate?: string;
  ExtraData?: { Provisional?: boolean };
}

const NAME = /^[A-Za-z\-',. ]+$/;
// a validator of the shape of the domains' validators: path → messages
const validate = (v: Person) => ({
  ...(v.Firstname ? {} : { Firstname: ['Enter your first name'] }),
  ...(v.Middlenames && !NAME.test(v.Middlenames) ? { Middlenames: ['Use letters, hyphen, apostrophe, comma, dot and space'] } : {}),
  ...(!v.Middlenames && !v._hasmiddlename ? { Middlenames: ['Enter your middle names'] } : {}),
});
// a draft model: idempotent, one field derived from another
const derive = (v: Person): Person => ({ ...v, ExtraData: { ...v.ExtraData, Provisional: (v.Birthdate ?? '') > '2010-01-01' } });
const blank = (shown: unknown) => (shown === '' ? undefined : shown);

const renders: Record<string, number> = {};
const counted = (id: string, children: ReactNode) => (
  <Profiler id={id} onRender={() => void (renders[id] = (renders[id] ?? 0) + 1)}>
    {children}
  </Profiler>
);

function MiddleNames({ form }: { form: SchemaForm<Person> }) {
  const none = form.useValue<boolean | undefined>('_hasmiddlename');
  return counted(
    'middle',
    <>
      {!none && <TextInput {...form.field('Middlenames', { label: 'Middle names', parse: blank })} />}
      <Checkbox {...form.field('_hasmiddlename', { label: 'I do not have a middle name', type: 'checkbox' })} />
    </>,
  );
}

function Provisional({ form }: { form: SchemaForm<Person> }) {
  const provisional = form.useValue<boolean | undefined>('ExtraData.Provisional');
  return <p data-testid="provisional">{provisional ? 'provisional' : 'full'}</p>;
}

function PersonForm({ send = async () => undefined, onChange }: { send?: (v: Person) => Promise<void>; onChange?: (v: Person) => void }) {
  const form = useSchemaForm<Person>({ initialValues: {}, validate, derive, onValuesChange: (v) => onChange?.(v) });
  renders.form = (renders.form ?? 0) + 1;
  return (
    <Form form={form} onSubmit={send}>
      {/* page order: middle names come after the first name although the validator lists them in another order */}
      <TextInput {...form.field('Firstname', { label: 'First name', parse: blank })} />
      <MiddleNames form={form} />
      <TextInput type="date" {...form.field('Birthdate', { label: 'Date of birth', parse: blank })} />
      <Provisional form={form} />
      <Button type="submit">Next</Button>
    </Form>
  );
}

// user-event typing on a busy two-core machine
jest.setTimeout(30_000);

describe('useSchemaForm and Form, the one form layer (issue 41)', () => {
  beforeEach(() => {
    for (const k of Object.keys(renders)) delete renders[k];
  });

  it('a keystroke renders no component: the form is uncontrolled and the values still reach onValuesChange', async () => {
    const seen: Person[] = [];
    render(<PersonForm onChange={(v) => seen.push(v)} />);
    // the field's first change marks it dirty, which Mantine renders once
    await userEvent.type(screen.getByLabelText('First name'), 'A');
    const before = { ...renders };
    await userEvent.type(screen.getByLabelText('First name'), 'nn');
    expect(renders).toEqual(before);
    expect(seen.at(-1)).toMatchObject({ Firstname: 'Ann' });
  });

  it('a followed value renders only the component that reads it', async () => {
    render(<PersonForm />);
    await userEvent.click(screen.getByLabelText('I do not have a middle name'));
    expect(screen.queryByLabelText('Middle names')).toBeNull();
    const formBefore = renders.form;
    const middleBefore = renders.middle!;
    await userEvent.click(screen.getByLabelText('I do not have a middle name'));
    expect(screen.getByLabelText('Middle names')).toBeInTheDocument();
    expect(renders.form).toBe(formBefore);
    expect(renders.middle).toBeGreaterThan(middleBefore);
  });

  it('applies the draft model on every change; the derived value reaches its readers', async () => {
    const seen: Person[] = [];
    render(<PersonForm onChange={(v) => seen.push(v)} />);
    expect(screen.getByTestId('provisional')).toHaveTextContent('full');
    await userEvent.type(screen.getByLabelText('Date of birth'), '2012-05-01');
    expect(screen.getByTestId('provisional')).toHaveTextContent('provisional');
    expect(seen.at(-1)).toMatchObject({ Birthdate: '2012-05-01', ExtraData: { Provisional: true } });
  });

  it('a value written from code (derive, setValue) is put into its field without rendering the form', async () => {
    let form: SchemaForm<{ Suburb?: string; Postcode?: string }> | undefined;
    function Address() {
      form = useSchemaForm<{ Suburb?: string; Postcode?: string }>({ initialValues: {}, validate: () => ({}), derive: (v) => ({ ...v, Postcode: v.Suburb === 'Albany' ? '6330' : v.Suburb === 'Perth' ? '6000' : v.Postcode }) });
      renders.address = (renders.address ?? 0) + 1;
      return (
        <Form form={form} onSubmit={() => undefined}>
          <TextInput {...form.field('Suburb', { label: 'Suburb' })} />
          <TextInput {...form.field('Postcode', { label: 'Postcode' })} />
        </Form>
      );
    }
    render(<Address />);
    // each field's first change marks it dirty, which Mantine renders once
    await userEvent.type(screen.getByLabelText('Suburb'), 'Albany');
    expect(screen.getByLabelText('Postcode')).toHaveValue('6330');
    const before = renders.address;
    form!.setValue('Suburb', 'Perth');
    expect(screen.getByLabelText('Suburb')).toHaveValue('Perth');
    expect(screen.getByLabelText('Postcode')).toHaveValue('6000');
    await userEvent.clear(screen.getByLabelText('Suburb'));
    await userEvent.type(screen.getByLabelText('Suburb'), 'Albany');
    expect(screen.getByLabelText('Postcode')).toHaveValue('6330');
    expect(renders.address).toBe(before);
  });

  it('a failed submit shows a focused summary naming each field with its label, in page order, linking to the fields', async () => {
    const send = jest.fn(async () => undefined);
    render(<PersonForm send={send} />);
    await userEvent.type(screen.getByLabelText('Middle names'), 'J0');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('There is a problem');
    const links = Array.from(summary.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['First name: enter your first name', '#field-Firstname'],
      ['Middle names: use letters, hyphen, apostrophe, comma, dot and space', '#field-Middlenames'],
    ]);
    expect(send).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('First name: enter your first name'));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    // a second failed submit takes the focus back to the summary
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it("shows a field's error once it is changed and left, tied to the field; a field only passed through says nothing yet", async () => {
    render(<PersonForm />);
    await userEvent.click(screen.getByLabelText('First name'));
    await userEvent.tab();
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByLabelText('First name'), 'A');
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.tab();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the checked values, with the submit button busy meanwhile', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn((_: Person) => new Promise<void>((resolve) => (finish = resolve)));
    render(<PersonForm send={send} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ann');
    await userEvent.click(screen.getByLabelText('I do not have a middle name'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ Firstname: 'Ann', _hasmiddlename: true }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it("puts the server's 400 field errors on the same fields, and says above the form what no field holds", async () => {
    const send = async () => {
      throw new ApiError({ kind: 'http', status: 400, message: 'Some answers need correcting', serverMessage: 'Some answers need correcting', fieldErrors: { Firstname: ['That name is not allowed'], _form: ['This form was closed'] } });
    };
    render(<PersonForm send={send} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ann');
    await userEvent.click(screen.getByLabelText('I do not have a middle name'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('First name: that name is not allowed')).toHaveAttribute('href', '#field-Firstname');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('That name is not allowed');
    expect(screen.getByText('This form was closed')).toHaveAttribute('role', 'alert');
  });

  it('says a failure no field holds with the one function of spec §8 (no connection, too many requests)', async () => {
    const offline = async () => {
      throw new ApiError({ kind: 'network', status: -1, message: 'Network error (status -1)' });
    };
    render(<PersonForm send={offline} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ann');
    await userEvent.click(screen.getByLabelText('I do not have a middle name'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(FAILURE_MESSAGES.networkProblem)).toHaveAttribute('role', 'alert');
  });

  it('writes a saved draft path by path, derived and reported once (setValues)', async () => {
    let form: SchemaForm<Person> | undefined;
    const seen: Person[] = [];
    function Loaded() {
      form = useSchemaForm<Person>({ initialValues: {}, validate, derive, onValuesChange: (v) => seen.push(v) });
      return (
        <Form form={form} onSubmit={() => undefined}>
          <TextInput {...form.field('Firstname', { label: 'First name' })} />
          <TextInput type="date" {...form.field('Birthdate', { label: 'Date of birth' })} />
        </Form>
      );
    }
    render(<Loaded />);
    form!.setValues({ Firstname: 'Zoe', Birthdate: '2012-01-01' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ Firstname: 'Zoe', ExtraData: { Provisional: true } });
    expect(screen.getByLabelText('First name')).toHaveValue('Zoe');
  });
});

describe('the form object (issue 41: what a wizard step move renders)', () => {
  it('stays the same object while its errors, summary and failures stay, and changes with them', () => {
    const seen: SchemaForm<Person>[] = [];
    function Holder() {
      const form = useSchemaForm<Person>({ initialValues: { Firstname: 'Ann', _hasmiddlename: true }, validate });
      seen.push(form);
      return <TextInput {...form.field('Firstname', { label: 'First name', parse: blank })} />;
    }
    const view = render(<Holder />);
    const rerender = () => view.rerender(<Holder />);
    // a render of its parent (a navigation in the wizard) keeps the object: the fields below it need not render
    rerender();
    expect(seen[1]).toBe(seen[0]);
    // a check that passes: Mantine sets new empty errors, the object stays
    act(() => void expect(seen.at(-1)!.validate()).toBe(true));
    rerender();
    expect(seen.at(-1)).toBe(seen[0]);
    // a check that fails changes what the form shows: a new object, with the error
    act(() => {
      seen.at(-1)!.setValue('Firstname', undefined);
      expect(seen.at(-1)!.validate()).toBe(false);
    });
    const failed = seen.at(-1)!;
    expect(failed).not.toBe(seen[0]);
    expect(failed.failures).toBe(1);
    expect(failed.field('Firstname').error).toBe('Enter your first name');
    expect(failed.mantine.errors).toEqual({ Firstname: 'Enter your first name' });
  });
});

describe('validatorOf: a form validator from a request schema', () => {
  it('keys each issue by its path, each message once, and the whole value under _form', async () => {
    const { validatorOf } = await import('.');
    const schema = {
      '~standard': { version: 1 as const, vendor: 'test', validate: (v: unknown) => ((v as { a?: string }).a ? { value: v as { a?: string } } : { issues: [{ message: 'Enter a', path: ['a'] }, { message: 'Enter a', path: [{ key: 'a' }] }, { message: 'Nothing is right' }] }) },
    };
    expect(validatorOf(schema)({})).toEqual({ a: ['Enter a'], _form: ['Nothing is right'] });
    expect(validatorOf(schema)({ a: 'x' })).toEqual({});
  });
});
