import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Fieldset, NativeSelect, OPTIONS_ON_DEMAND_AFTER, Radio, Textarea, TextInput } from './fields';

describe('light fields (decision 056)', () => {
  it('a text input is named by its label, described by its description and error, and marked invalid', () => {
    render(<TextInput id="town" label="Town or city of birth" description="As on your passport" error="Enter your town of birth" required />);
    const input = screen.getByRole('textbox', { name: 'Town or city of birth' });
    expect(input).toHaveAttribute('id', 'town');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your town of birth As on your passport');
    // Mantine's classes, so Mantine's styles draw it
    expect(input).toHaveClass('m_8fb7ebe7', 'mantine-Input-input');
    expect(input.closest('.mantine-InputWrapper-root')).toHaveAttribute('data-error', 'true');
  });

  it('a field without an id gets one its label points to; a field without an error is not invalid', () => {
    render(<TextInput label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).toMatch(/^mantine-/);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('`error: true` marks the input invalid without a message', () => {
    const { container } = render(<TextInput label="Code" error />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');
    expect(container.querySelector('.mantine-InputWrapper-error')).toBeNull();
  });

  it('passes the input attributes and style props through, and calls the uncontrolled change', async () => {
    const changes: string[] = [];
    render(<TextInput label="Postcode" inputMode="numeric" maxLength={4} defaultValue="60" mt="md" onChange={(e) => changes.push(e.currentTarget.value)} data-path="Postcode" />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '4');
    expect(input).toHaveAttribute('data-path', 'Postcode');
    expect(input.closest('.mantine-InputWrapper-root')).toHaveStyle({ marginTop: 'var(--mantine-spacing-md)' });
    await userEvent.type(input, '00');
    expect(changes).toEqual(['600', '6000']);
  });

  it('a native select lists plain options and groups, or its children', async () => {
    const chosen: string[] = [];
    render(
      <NativeSelect
        label="State"
        data={[{ value: '', label: 'Choose…' }, 'WA', { group: 'Territories', items: [{ value: 'ACT', label: 'Australian Capital Territory' }] }]}
        onChange={(e) => chosen.push(e.currentTarget.value)}
        error="Choose a state"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'WA', 'Australian Capital Territory']);
    expect(screen.getByRole('group', { name: 'Territories' })).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription('Choose a state');
    await userEvent.selectOptions(select, 'ACT');
    expect(chosen).toEqual(['ACT']);
  });

  it('the options of `data` are markup the browser parses: escaped, with the default value shown; new options show it again', () => {
    const data = [{ value: '', label: 'Choose…' }, { value: 'A & "B"', label: '<A> & B' }, { value: 'Côte d’Ivoire', label: 'Côte d’Ivoire' }, { value: 'X', label: 'X', disabled: true }];
    const { rerender } = render(<NativeSelect label="Country" data={data} defaultValue="Côte d’Ivoire" />);
    const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    expect(screen.getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['', 'Choose…'],
      ['A & "B"', '<A> & B'],
      ['Côte d’Ivoire', 'Côte d’Ivoire'],
      ['X', 'X'],
    ]);
    expect(screen.getByRole('option', { name: 'X' })).toBeDisabled();
    expect(select().value).toBe('Côte d’Ivoire');
    // the same options again: the same element, nothing touched
    const before = select();
    rerender(<NativeSelect label="Country" data={[...data]} defaultValue="Côte d’Ivoire" />);
    expect(select()).toBe(before);
    // options that arrive later: the select is made again and shows its default value among them
    rerender(<NativeSelect label="Country" data={[{ value: '', label: 'Choose…' }, { value: 'Australia', label: 'Australia' }]} defaultValue="Australia" />);
    expect(select().value).toBe('Australia');
  });

  it('a long list holds its placeholder and chosen option until the select is reached, then every option (decision 066)', async () => {
    const countries = Array.from({ length: OPTIONS_ON_DEMAND_AFTER + 10 }, (_, i) => `Country ${i}`);
    const data = [{ value: '', label: 'Choose…' }, ...countries];
    const chosen: string[] = [];
    render(
      <>
        <NativeSelect label="Country of birth" data={data} defaultValue="Country 7" onChange={(e) => chosen.push(e.currentTarget.value)} />
        <NativeSelect label="Citizenship" data={data} defaultValue="" />
        <NativeSelect label="Country" data={data} defaultValue="Country 3" autoComplete="country-name" />
      </>,
    );
    const options = (name: string) => Array.from(screen.getByRole<HTMLSelectElement>('combobox', { name }).options).map((o) => o.value);
    expect(options('Country of birth')).toEqual(['', 'Country 7']);
    expect(options('Citizenship')).toEqual(['']);
    // a select the browser's autofill may fill keeps its whole list
    expect(options('Country')).toHaveLength(data.length);
    // reached with the keyboard: every option, the choice kept, and a choice made among them
    const birth = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country of birth' });
    await userEvent.tab();
    expect(birth).toHaveFocus();
    expect(options('Country of birth')).toEqual(['', ...countries]);
    expect(birth.value).toBe('Country 7');
    await userEvent.selectOptions(birth, 'Country 42');
    expect(chosen).toEqual(['Country 42']);
    // reached with a pointer: the list is whole before the browser would open it
    const citizenship = screen.getByRole('combobox', { name: 'Citizenship' });
    fireEvent.pointerDown(citizenship);
    expect(options('Citizenship')).toEqual(['', ...countries]);
    expect((citizenship as HTMLSelectElement).value).toBe('');
  });

  it('a textarea starts at its minimum rows', () => {
    render(<Textarea label="Reason" autosize minRows={3} />);
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('rows', '3');
  });

  it('an autosized textarea is measured by script only where the browser cannot size it to its text (decision 065)', () => {
    const { unmount } = render(<Textarea label="Reason" autosize minRows={3} maxRows={8} />);
    const measured = screen.getByRole('textbox', { name: 'Reason' });
    // jsdom has no field-sizing: the script measures (Mantine's autosize)
    expect(measured.style.height).not.toBe('');
    expect(measured).toHaveAttribute('data-autosize', 'true');
    expect(measured.style.getPropertyValue('--autosize-min-rows')).toBe('3');
    expect(measured.style.getPropertyValue('--autosize-max-rows')).toBe('8');
    unmount();
    const supports = jest.fn((property: string, value?: string) => property === 'field-sizing' && value === 'content');
    const saved = globalThis.CSS;
    Object.defineProperty(globalThis, 'CSS', { value: { supports }, configurable: true });
    try {
      render(<Textarea label="Reason" autosize minRows={3} />);
      const sized = screen.getByRole('textbox', { name: 'Reason' });
      fireEvent.input(sized, { target: { value: 'a\nb\nc\nd\ne' } });
      // forms.css sizes it: no height is written, so no layout is forced
      expect(sized.style.height).toBe('');
      expect(supports).toHaveBeenCalledWith('field-sizing', 'content');
    } finally {
      Object.defineProperty(globalThis, 'CSS', { value: saved, configurable: true });
    }
  });

  it('a checkbox is named by its label and described by its description and error', async () => {
    render(<Checkbox label="I agree" description="Read the terms first" error="Tick to agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Read the terms first Tick to agree');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByText('I agree'));
    expect(box).toBeChecked();
  });

  it('a radio group is a radiogroup named by its label; uncontrolled from defaultValue, it reports each choice', async () => {
    const chosen: string[] = [];
    render(
      <Radio.Group label="Does your organisation sponsor the applicant?" defaultValue="no" onChange={(v) => chosen.push(v)} error="Choose one" required data-path="Sponsored">
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Radio.Group>,
    );
    const group = screen.getByRole('radiogroup', { name: /Does your organisation sponsor the applicant\?/ });
    expect(group).toHaveAccessibleDescription('Choose one');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(chosen).toEqual(['yes']);
    // the arrow keys move the choice, as for any radio group of the browser
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).name).toBe((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).name);
    expect(group.closest('[data-path]')).toHaveAttribute('data-path', 'Sponsored');
  });

  it('a controlled radio group shows the value it is given, not the click, until its owner accepts it', async () => {
    function Confirming() {
      const [value, setValue] = useState('2');
      return (
        <Radio.Group label="Years" value={value} onChange={(v) => (v === '4' ? undefined : setValue(v))}>
          <Radio value="2" label="Two years" />
          <Radio value="4" label="Four years" />
          <Radio value="1" label="One year" />
        </Radio.Group>
      );
    }
    render(<Confirming />);
    await userEvent.click(screen.getByRole('radio', { name: 'Four years' }));
    expect(screen.getByRole('radio', { name: 'Two years' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'One year' }));
    expect(screen.getByRole('radio', { name: 'One year' })).toBeChecked();
  });

  it('a checkbox group holds the checked values', async () => {
    const values: string[][] = [];
    function Airports() {
      const [value, setValue] = useState<string[]>(['1']);
      return (
        <Checkbox.Group label="Which airports do you need access to?" value={value} onChange={(v) => (values.push(v), setValue(v))} withAsterisk>
          <Checkbox value="1" label="Perth (PER)" />
          <Checkbox value="2" label="Broome (BME)" />
          <Checkbox value="3" label="Karratha (KTA)" disabled />
        </Checkbox.Group>
      );
    }
    render(<Airports />);
    expect(screen.getByRole('group', { name: /Which airports/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Perth (PER)' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Broome (BME)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Perth (PER)' }));
    expect(values).toEqual([['1', '2'], ['2']]);
    expect(screen.getByRole('checkbox', { name: 'Karratha (KTA)' })).toBeDisabled();
    // a disabled choice's label is greyed by Mantine's styles
    expect(screen.getByText('Karratha (KTA)')).toHaveAttribute('data-disabled', 'true');
  });

  it('a fieldset is a group named by its legend', () => {
    render(
      <Fieldset legend="Your details" variant="unstyled">
        <TextInput label="Name" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Your details' });
    expect(group).toHaveAttribute('data-variant', 'unstyled');
    expect(group).toHaveClass('m_eda993d3', 'mantine-Fieldset-root');
  });
});
