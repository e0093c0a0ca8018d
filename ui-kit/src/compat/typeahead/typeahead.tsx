// compatibility for phase B/C of issue 41: delete when nothing imports it
import { cloneElement, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

export interface TypeaheadOption {
  value: string;
  label: ReactNode;
}

export interface TypeaheadProps {
  /** the text input: one element whose props reach the `<input>` (ui-kit/forms' TextInput) */
  children: ReactElement<Record<string, unknown>>;
  /** the suggestions for what is typed: none hides the list */
  options: readonly TypeaheadOption[];
  /** an option chosen (click, or Enter on the option the arrow keys reached) */
  onOptionSubmit: (value: string) => void;
  /** the accessible name of the list, e.g. "Matching suburbs" */
  listLabel: string;
  /** what the polite live region says while the list shows `count` options, e.g. "3 suburbs found" */
  announce: (count: number) => string;
  /** the input's autocomplete token (WCAG 1.3.5), e.g. "address-level2"; "off" by default */
  autoComplete?: string;
}

/**
 * A text input with a list of suggestions (WAI-ARIA combobox pattern): the input is a `combobox` whose popup is a
 * `listbox` of `option`s; ArrowDown and ArrowUp move through the options (aria-activedescendant, wrapping), Enter
 * chooses one, Escape and leaving the field close the list, typing opens it again. A polite live region says how
 * many options are shown. Typing text that matches no option is allowed: the input keeps what was typed.
 *
 * The list is laid out under its input by CSS and follows it in the document (screen readers meet it there), so
 * it needs no positioning library: Mantine's Combobox brought Popover and floating-ui, whose hooks ran on every
 * render of the address step while the list was closed (decision 056).
 */
export function Typeahead({ children, options, onOptionSubmit, listLabel, announce, autoComplete = 'off' }: TypeaheadProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && options.length > 0;
  const listId = `${useId().replace(/[^\w-]/g, '_')}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const root = useRef<HTMLDivElement>(null);
  // choosing an option writes the field from code, which may remount the input: the focus stays in the field
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const input = root.current?.querySelector('input');
    if (input && document.activeElement !== input) input.focus();
  });
  // a new list starts with no option active
  const signature = options.map((o) => o.value).join('\n');
  const [lastSignature, setLastSignature] = useState(signature);
  if (signature !== lastSignature) {
    setLastSignature(signature);
    setActive(-1);
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    refocus.current = true;
    close();
    onOptionSubmit(option.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    (children.props.onKeyDown as ((e: KeyboardEvent<HTMLInputElement>) => void) | undefined)?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 ? (step === 1 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
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
    <div ref={root} className="ui-typeahead" onInput={() => setOpen(true)} onBlur={leave}>
      {cloneElement(children, {
        role: 'combobox',
        'aria-haspopup': 'listbox',
        'aria-autocomplete': 'list',
        'aria-expanded': shown,
        'aria-controls': shown ? listId : undefined,
        'aria-activedescendant': shown && active >= 0 ? optionId(active) : undefined,
        autoComplete,
        onKeyDown,
      })}
      {shown && (
        <div className="ui-typeahead-list" role="listbox" id={listId} aria-label={listLabel}>
          {options.map((option, index) => (
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-active={index === active || undefined}
              className="ui-typeahead-option"
              // the input keeps the focus: a press on an option does not blur it
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.label}
            </div>
          ))}
        </div>
      )}
      <div className="ui-typeahead-status" role="status" aria-live="polite" aria-atomic="true">
        {shown ? announce(options.length) : ''}
      </div>
    </div>
  );
}
