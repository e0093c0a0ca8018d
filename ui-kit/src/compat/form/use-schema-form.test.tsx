import { memo, Profiler, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, TextInput, Checkbox } from '@mantine/core';
import { summaryLine, useSchemaForm, type SchemaForm } from './use-schema-form';
import { FormErrorSummary } from './form-error-summary';
import { changedPaths } from './field-paths';

interface Person {
  Firstname?: string;
  Middlenames?: string;
  _hasmiddlename?: boolean;
  Birthdate?: string;
  ExtraData?: { Provisional?: boolean };
}

const NAME = /^[A-Za-z\-',. ]+$/;
// a validator of the shape of shared-contracts' step validators: path → messages
const validate = (v: Person) => ({
  ...(v.Firstname ? {} : { Firstname: ['Enter your first name'] }),
  ...(v.Middlenames && !NAME.test(v.Middlenames) ? { Middlenames: ['Use letters, hyphen, apostrophe, comma, dot and space'] } : {}),
  ...(!v.Middlenames && !v._hasmiddlename ? { Middlenames: ['Enter your middle names'] } : {}),
});
// a draft model: idempotent, derives one field from another
const derive = (v: Person): Person => ({ ...v, ExtraData: { ...v.ExtraData, Provisional: (v.Birthdate ?? '') > '2010-01-01' } });
const blank = (shown: unknown) => (shown === '' ? undefined : shown);

const renders: Record<string, number> = {};
const count = (id: string) => () => {
  renders[id] = (renders[id] ?? 0) + 1;
};

function MiddleNames({ f }: { f: SchemaForm<Person> }) {
  const none = f.useValue<boolean | undefined>('_hasmiddlename');
  return (
    <Profiler id="middle" onRender={count('middle')}>
      {!none && <TextInput key={f.key('Middlenames')} {...f.field('Middlenames', { label: 'Middle names', parse: blank })} />}
      <Checkbox key={f.key('_hasmiddlename')} {...f.field('_hasmiddlename', { label: 'I do not have a middle name', type: 'checkbox' })} />
    </Profiler>
  );
}

function Provisional({ f }: { f: SchemaForm<Person> }) {
  const provisional = f.useValue<boolean | undefined>('ExtraData.Provisional');
  return <p data-testid="provisional">{provisional ? 'provisional' : 'full'}</p>;
}

function PersonForm({ onChange, onValid }: { onChange?: (v: Person) => void; onValid?: (v: Person) => void }) {
  const f = useSchemaForm<Person>({ initialValues: {}, validate, derive, onValuesChange: (v) => onChange?.(v) });
  const [done, setDone] = useState(false);
  count('form')();
  return (
    <>
      <form noValidate onSubmit={f.onSubmit((v) => { setDone(true); onValid?.(v); })}>
        <FormErrorSummary form={f} />
        {/* page order: middle names come after the first name although the validator lists them in another order */}
        <TextInput key={f.key('Firstname')} {...f.field('Firstname', { label: 'First name', parse: blank })} />
        <MiddleNames f={f} />
        <TextInput key={f.key('Birthdate')} type="date" {...f.field('Birthdate', { label: 'Date of birth', parse: blank })} />
        <Provisional f={f} />
        <button type="submit">Next</button>
        {done && <p>Saved</p>}
      </form>
    </>
  );
}

// user-event typing on a busy two-core machine
jest.setTimeout(30_000);

const wrap = (ui: React.ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);

describe('useSchemaForm, the one form layer on @mantine/form', () => {
  beforeEach(() => {
    for (const k of Object.keys(renders)) delete renders[k];
  });

  it('a keystroke renders no component: the form is uncontrolled and values still reach onValuesChange', async () => {
    const seen: Person[] = [];
    wrap(<PersonForm onChange={(v) => seen.push(v)} />);
    // the field's first change marks it dirty, which Mantine renders once
    await userEvent.type(screen.getByLabelText('First name'), 'A');
    const before = { ...renders };
    await userEvent.type(screen.getByLabelText('First name'), 'nn');
    expect(renders).toEqual(before);
    expect(seen.at(-1)).toMatchObject({ Firstname: 'Ann' });
  });

  it('a watched value re-renders only the component that reads it', async () => {
    wrap(<PersonForm />);
    await userEvent.click(screen.getByLabelText('I do not have a middle name'));
    expect(screen.queryByLabelText('Middle names')).toBeNull();
    const formBefore = renders.form;
    const middleBefore = renders.middle!;
    await userEvent.click(screen.getByLabelText('I do not have a middle name'));
    expect(screen.getByLabelText('Middle names')).toBeTruthy();
    expect(renders.form).toBe(formBefore);
    expect(renders.middle).toBeGreaterThan(middleBefore);
  });

  it('applies the draft model on every change and writes the derived field back', async () => {
    const seen: Person[] = [];
    wrap(<PersonForm onChange={(v) => seen.push(v)} />);
    expect(screen.getByTestId('provisional').textContent).toBe('full');
    await userEvent.type(screen.getByLabelText('Date of birth'), '2012-05-01');
    expect(screen.getByTestId('provisional').textContent).toBe('provisional');
    expect(seen.at(-1)).toMatchObject({ Birthdate: '2012-05-01', ExtraData: { Provisional: true } });
  });

  it('a failed submit shows a focused summary naming each field with its label, in page order, linking to the fields', async () => {
    const onValid = jest.fn();
    wrap(<PersonForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Middle names'), 'J0');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert');
    const links = Array.from(summary.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['First name: enter your first name', '#field-Firstname'],
      ['Middle names: use letters, hyphen, apostrophe, comma, dot and space', '#field-Middlenames'],
    ]);
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('First name: enter your first name'));
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it.each([
    ['Middle names', 'Use letters, hyphen, apostrophe, comma, dot and space', 'Middle names: use letters, hyphen, apostrophe, comma, dot and space'],
    ['How should we phone you?', 'choose how we should contact you', 'How should we phone you? Choose how we should contact you'],
    ['Email address', 'Email address is required', 'Email address is required'],
    [undefined, 'Choose one', 'Choose one'],
  ])('the summary line of %p and %p is %p', (label, message, line) => {
    expect(summaryLine(label, message)).toBe(line);
  });

  it('submits the values once the shared validator passes', async () => {
    const onValid = jest.fn();
    wrap(<PersonForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ann');
    await userEvent.click(screen.getByLabelText('I do not have a middle name'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ Firstname: 'Ann', _hasmiddlename: true }));
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('shows a field error once the field is left', async () => {
    wrap(<PersonForm />);
    await userEvent.click(screen.getByLabelText('First name'));
    await userEvent.tab();
    expect(screen.getByText('Enter your first name')).toBeTruthy();
  });
});

interface Doc {
  country?: string;
  document?: { type?: string; number?: string };
}
function DocumentForm() {
  // the draft model writes a whole object (the document) when the country becomes Australia
  const f = useSchemaForm<Doc>({
    initialValues: {},
    validate: () => ({}),
    derive: (v, prev) => (v.country === 'Australia' && prev.country !== 'Australia' ? { ...v, document: { type: 'birth certificate' } } : v),
  });
  return (
    <form>
      <TextInput key={f.key('country')} {...f.field('country', { label: 'Country' })} />
      <TextInput key={f.key('document.type')} {...f.field('document.type', { label: 'Document' })} />
    </form>
  );
}

describe('values written by the draft model', () => {
  it('an object written above a field remounts the field with its new value, and the typed field keeps its focus', async () => {
    wrap(<DocumentForm />);
    await userEvent.type(screen.getByLabelText('Country'), 'Australia');
    expect(screen.getByLabelText('Document')).toHaveValue('birth certificate');
    expect(document.activeElement).toBe(screen.getByLabelText('Country'));
  });
});

// A step of a wizard: its fields in a memoised component that reads the form through its props (as the wizard's
// steps read it through a context), so that it renders only when the form object changes.
const StepFields = memo(function StepFields({ f }: { f: SchemaForm<Person> }) {
  count('fields')();
  return <TextInput key={f.key('Firstname')} {...f.field('Firstname', { label: 'First name', parse: blank })} />;
});

function ValidStep() {
  const f = useSchemaForm<Person>({ initialValues: { Firstname: 'Jane', _hasmiddlename: true }, validate });
  return (
    <form noValidate onSubmit={f.onSubmit(() => undefined)}>
      <FormErrorSummary form={f} />
      <StepFields f={f} />
      <button type="submit">Next</button>
      <button type="button" onClick={() => f.adopt({ ...f.getValues(), ExtraData: { Provisional: true } })}>
        Adopt a hidden answer
      </button>
      <button type="button" onClick={() => f.adopt({ ...f.getValues(), Firstname: 'Janet' })}>
        Adopt a new first name
      </button>
      <button type="button" onClick={() => f.clearErrors()}>
        Clear
      </button>
    </form>
  );
}

describe('what a step move costs (issue 15, decision 048): no render of the fields unless what they show changes', () => {
  beforeEach(() => {
    for (const k of Object.keys(renders)) delete renders[k];
  });

  it('a valid submit, clearing no errors and adopting an answer no field shows render no field; an adopted shown answer does', async () => {
    wrap(<ValidStep />);
    expect(renders.fields).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adopt a hidden answer' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(renders.fields).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Adopt a new first name' }));
    expect(renders.fields).toBe(2);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Janet');
  });

  it('errors that change render the fields, to show them; the same errors again do not', async () => {
    wrap(<ValidStep />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'First name' }));
    const before = renders.fields!;
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('First name: enter your first name');
    const shown = renders.fields!;
    expect(shown).toBeGreaterThan(before);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(renders.fields).toBe(shown);
  });
});

// An adoption of several paths (a step's completion, the server's derived answer) is one change (decision 059).
function AdoptingForm({ onDerive, onChange }: { onDerive: () => void; onChange: (v: Person) => void }) {
  const f = useSchemaForm<Person>({
    initialValues: { Firstname: 'Jane' },
    validate,
    derive: (v) => {
      onDerive();
      return derive(v);
    },
    onValuesChange: onChange,
  });
  return (
    <form noValidate>
      <TextInput key={f.key('Firstname')} {...f.field('Firstname', { label: 'First name', parse: blank })} />
      <Provisional f={f} />
      <button type="button" onClick={() => f.adopt({ ...f.getValues(), Firstname: 'Janet', Middlenames: 'Ann', Birthdate: '2012-05-01' })}>
        Adopt three answers
      </button>
    </form>
  );
}

describe('an adopted draft', () => {
  it('is derived and reported once for all its paths, with every adopted answer and the derived one in the result', async () => {
    const onDerive = jest.fn();
    const onChange = jest.fn();
    wrap(<AdoptingForm onDerive={onDerive} onChange={onChange} />);
    onDerive.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Adopt three answers' }));
    expect(onDerive).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toMatchObject({ Firstname: 'Janet', Middlenames: 'Ann', Birthdate: '2012-05-01', ExtraData: { Provisional: true } });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Janet');
    expect(screen.getByTestId('provisional')).toHaveTextContent('provisional');
  });
});

describe('changedPaths', () => {
  it.each([
    ['a leaf', { a: 1 }, { a: 2 }, ['a']],
    ['a nested leaf', { e: { p: false, q: 1 } }, { e: { p: true, q: 1 } }, ['e.p']],
    ['a removed key', { a: 1, b: 2 }, { a: 1 }, ['b']],
    ['a list item field', { l: [{ x: 1 }, { x: 2 }] }, { l: [{ x: 1 }, { x: 3 }] }, ['l.1.x']],
    ['a shorter list', { l: [{ x: 1 }, { x: 2 }, { x: 3 }] }, { l: [{ x: 1 }, { x: 2 }] }, ['l']],
    ['nothing', { a: { b: [1] } }, { a: { b: [1] } }, []],
  ])('%s', (_name, before, after, expected) => {
    expect(changedPaths(before, after)).toEqual(expected);
  });
});
