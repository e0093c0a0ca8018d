import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { TextInput } from '../fields';
import { useState } from 'react';
import { Typeahead } from './typeahead';

const NAMES = ['Fremantle', 'East Fremantle', 'North Fremantle'];

/** A field that suggests the names containing what is typed (2 characters or more), as the suburb field does. */
function Field({ onPick }: { onPick: (value: string) => void }) {
  const [text, setText] = useState('');
  const options = text.length < 2 ? [] : NAMES.filter((n) => n.toLowerCase().includes(text.toLowerCase())).map((n) => ({ value: n, label: `${n}, WA` }));
  return (
    <>
      <Typeahead options={options} onOptionSubmit={onPick} listLabel="Matching suburbs" announce={(n) => `${n} suburbs found`} autoComplete="address-level2">
        <TextInput label="Suburb" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </Typeahead>
      <button type="button">Next</button>
    </>
  );
}

const setUp = () => {
  const onPick = jest.fn();
  render(
    <MantineProvider>
      <Field onPick={onPick} />
    </MantineProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Suburb' });
  const key = (code: string) => fireEvent.keyDown(input, { key: code, code });
  return { onPick, input, key };
};

describe('Typeahead (WAI-ARIA combobox)', () => {
  it('a combobox whose listbox of options appears as matches are typed, with the count announced politely', () => {
    const { input } = setUp();
    expect(input).toHaveAttribute('aria-haspopup', 'listbox');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('autocomplete', 'address-level2');
    fireEvent.input(input, { target: { value: 'F' } });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.input(input, { target: { value: 'Fre' } });
    const list = screen.getByRole('listbox', { name: 'Matching suburbs' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Fremantle, WA', 'East Fremantle, WA', 'North Fremantle, WA']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('3 suburbs found');
  });

  it('ArrowDown and ArrowUp move the active option (wrapping), Enter chooses it and closes the list, the focus stays', () => {
    const { input, key, onPick } = setUp();
    input.focus();
    fireEvent.input(input, { target: { value: 'Fre' } });
    const options = screen.getAllByRole('option');
    key('ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    key('ArrowUp');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    key('ArrowDown');
    key('ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    key('Enter');
    expect(onPick).toHaveBeenCalledWith('East Fremantle');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(input).toHaveFocus();
  });

  it('Enter without an active option chooses nothing; Escape and leaving the field close the list; typing opens it again', () => {
    const { input, key, onPick } = setUp();
    fireEvent.input(input, { target: { value: 'Fre' } });
    key('Enter');
    expect(onPick).not.toHaveBeenCalled();
    key('Escape');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Fre');
    fireEvent.input(input, { target: { value: 'Fre' } });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.blur(input, { relatedTarget: screen.getByRole('button', { name: 'Next' }) });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
