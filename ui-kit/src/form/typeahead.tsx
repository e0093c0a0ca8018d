import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from './text-input';
import './form.css';

export interface TypeaheadOption {
  value: string;
  label: ReactNode;
}

export type TypeaheadProps = TextInputProps & {
  suggest: (text: string) => readonly TypeaheadOption[] | Promise<readonly TypeaheadOption[]>;
  onChoose: (option: TypeaheadOption) => void;
  listLabel: string;
  /** "3 suburbs found" */
  announce: (count: number) => string;
};

/** A WAI-ARIA combobox; what is typed that matches nothing is kept. */
export function Typeahead({ suggest, onChoose, listLabel, announce, onKeyDown, autoComplete = 'off', ...field }: TypeaheadProps) {
  const [options, setOptions] = useState<readonly TypeaheadOption[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const asked = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const listId = `${useId().replace(/[^\w-]/g, '')}-suggestions`;
  const shown = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const ask = async (text: string) => {
    const mine = ++asked.current;
    const found = await suggest(text);
    if (mine !== asked.current) return;
    setOptions(found);
    setActive(-1);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    close();
    onChoose(option);
    root.current?.querySelector('input')?.focus();
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at === -1 ? (step === 1 ? 0 : options.length - 1) : (at + step + options.length) % options.length));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
    }
  };
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <div ref={root} className="ui-typeahead" onBlur={leave}>
      <TextInput
        {...field}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete={autoComplete}
        onKeyDown={keys}
        onInput={(event: FormEvent<HTMLInputElement>) => void ask(event.currentTarget.value)}
      />
      {shown && (
        <div className="ui-typeahead-list" role="listbox" id={listId} aria-label={listLabel}>
          {options.map((option, index) => (
            <div
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="ui-typeahead-option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.label}
            </div>
          ))}
        </div>
      )}
      <div className="ui-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {shown ? announce(options.length) : ''}
      </div>
    </div>
  );
}
