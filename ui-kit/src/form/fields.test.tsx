import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { ABN_LOOKUP_NOTES } from 'shared-contracts/field-rules';
import { ABN_MESSAGES } from 'shared-contracts/field-rules';
import { AbnField, Button, Checkbox, Fieldset, RadioGroup, Select, Textarea, TextInput, Typeahead } from '.';

// every field: its label names the control, its description and error describe it (by ids), an error marks it
// invalid, and a required field says so to assistive technology
describe('the fields of ui-kit/form are accessible', () => {
  it('TextInput: label, description and error tied by ids; aria-invalid; required', () => {
    render(<TextInput id="email" label="Email" description="We send the link here" error="Enter an email address" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAccessibleDescription('Enter an email address We send the link here');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('TextInput without an error is not invalid, and gets an id of its own', () => {
    render(<TextInput label="Phone" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.id).toMatch(/^field/);
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('Textarea: the same, and grows with its text where the browser can', () => {
    render(<Textarea label="Your message" error="Enter your message" autosize minRows={3} />);
    const area = screen.getByRole('textbox', { name: 'Your message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Enter your message');
    expect(area).toHaveAttribute('data-autosize');
  });

  it('Select: a native select with its options, a placeholder, and the same ties', async () => {
    render(<Select label="State" placeholder="Choose a state" data={['WA', { value: 'NSW', label: 'New South Wales' }, { group: 'Territories', items: ['ACT'] }]} defaultValue="NSW" description="Where you live" />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAccessibleDescription('Where you live');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a state', 'WA', 'New South Wales', 'ACT']);
    expect(select).toHaveValue('NSW');
    await userEvent.selectOptions(select, 'ACT');
    expect(select).toHaveValue('ACT');
  });

  it('Checkbox: its label beside it, error and description tied', () => {
    render(<Checkbox label="I accept the terms" error="Accept the terms to continue" required />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAccessibleDescription('Accept the terms to continue');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
  });

  it('RadioGroup: a radiogroup named by its legend, described by its error, the field id on its first radio', async () => {
    const onChange = jest.fn();
    render(<RadioGroup id="field-Gender" label="Gender" error="Choose one" required name="Gender" options={[{ value: 'F', label: 'Female' }, { value: 'M', label: 'Male', description: 'As on your passport' }]} defaultValue="M" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: /Gender/ });
    expect(group).toHaveAccessibleDescription('Choose one');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveAttribute('id', 'field-Gender');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveAccessibleDescription('As on your passport');
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(onChange.mock.calls[0][0].target.value).toBe('F');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  it('Fieldset: a group named by its legend', () => {
    render(
      <Fieldset legend="Residential address" id="home" description="Where you live now">
        <TextInput label="Street" />
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Residential address' })).toHaveAccessibleDescription('Where you live now');
  });

  it('Button: a button by default, its variant and size as data, disabled and busy while loading', () => {
    render(
      <>
        <Button variant="light">Back</Button>
        <Button loading>Save</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('data-variant', 'light');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Typeahead (WAI-ARIA combobox)', () => {
  const SUBURBS = ['Albany', 'Alexander Heights', 'Alkimos'];
  const suggest = async (text: string) => (text.length < 2 ? [] : SUBURBS.filter((s) => s.toLowerCase().startsWith(text.toLowerCase())).map((s) => ({ value: s, label: `${s}, WA` })));

  it('suggests as one types, moves with the arrows, chooses with Enter and says how many there are', async () => {
    const onChoose = jest.fn();
    render(<Typeahead label="Suburb" suggest={suggest} onChoose={onChoose} listLabel="Matching suburbs" announce={(n) => `${n} suburbs found`} />);
    const input = screen.getByRole('combobox', { name: 'Suburb' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'Al');
    expect(await screen.findByRole('listbox', { name: 'Matching suburbs' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 suburbs found');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Alexander Heights, WA' }).id);
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ value: 'Alexander Heights', label: 'Alexander Heights, WA' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveFocus();
  });

  it('closes on Escape and keeps what was typed', async () => {
    render(<Typeahead label="Suburb" suggest={suggest} onChoose={jest.fn()} listLabel="Matching suburbs" announce={(n) => `${n}`} />);
    const input = screen.getByRole('combobox', { name: 'Suburb' });
    await userEvent.type(input, 'Alb');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('Alb');
  });
});

describe('AbnField (spec §5, checked when left)', () => {
  const found = { EntityName: 'Port Works Pty Ltd', AbnStatus: 'Active' };

  it('says at once that a number fails the checksum, without a lookup', async () => {
    const lookup = jest.fn();
    render(<AbnField id="abn" label="ABN" lookup={lookup} />);
    await userEvent.type(screen.getByLabelText('ABN'), '12345678901');
    await userEvent.tab();
    expect(screen.getByLabelText('ABN')).toHaveAccessibleDescription(expect.stringContaining(ABN_MESSAGES.invalid));
    expect(lookup).not.toHaveBeenCalled();
  });

  it('writes a valid number in its usual form, looks it up and says what the register holds, politely', async () => {
    const lookup = jest.fn(async () => found);
    const onChange = jest.fn();
    const onLookup = jest.fn();
    render(<AbnField id="abn" label="ABN" lookup={lookup} onChange={onChange} onLookup={onLookup} />);
    await userEvent.type(screen.getByLabelText('ABN'), '51824753556');
    await userEvent.tab();
    expect(screen.getByLabelText('ABN')).toHaveValue('51 824 753 556');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ currentTarget: screen.getByLabelText('ABN') }));
    expect(lookup).toHaveBeenCalledWith('51824753556');
    await waitFor(() => expect(screen.getByTestId('abn-note')).toHaveTextContent(ABN_LOOKUP_NOTES.registered(found.EntityName)));
    expect(screen.getByTestId('abn-note')).toHaveAttribute('aria-live', 'polite');
    expect(onLookup).toHaveBeenCalledWith({ abn: '51824753556', state: 'found', result: found });
  });

  it('a register that does not hold the number is a problem; one that cannot be asked is not', async () => {
    const { unmount } = render(<AbnField id="abn" label="ABN" lookup={async () => Promise.reject(new ApiError({ kind: 'http', status: 404, message: 'not found' }))} />);
    await userEvent.type(screen.getByLabelText('ABN'), '51824753556');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('ABN')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(ABN_MESSAGES.notFound)).toBeInTheDocument();
    unmount();
    render(<AbnField id="abn" label="ABN" lookup={async () => Promise.reject(new ApiError({ kind: 'network', status: -1, message: 'offline' }))} />);
    await userEvent.type(screen.getByLabelText('ABN'), '51824753556');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByTestId('abn-note')).toHaveTextContent(ABN_LOOKUP_NOTES.lookupFailed));
    expect(screen.getByLabelText('ABN')).not.toHaveAttribute('aria-invalid');
  });
});
