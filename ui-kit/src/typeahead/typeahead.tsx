import { Combobox, VisuallyHidden, useCombobox } from '@mantine/core';
import { useEffect, useRef, useState, type FocusEvent, type ReactElement, type ReactNode } from 'react';

export interface TypeaheadOption {
  value: string;
  label: ReactNode;
}

export interface TypeaheadProps {
  /** the text input, one element that forwards its ref to the `<input>` (a Mantine TextInput) */
  children: ReactElement;
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
 * `listbox` of `option`s; ArrowDown and ArrowUp move through the options (aria-activedescendant), Enter chooses
 * one, Escape and leaving the field close the list, typing opens it again. A polite live region says how many
 * options are shown. Typing text that matches no option is allowed: the input keeps what was typed.
 */
export function Typeahead({ children, options, onOptionSubmit, listLabel, announce, autoComplete = 'off' }: TypeaheadProps) {
  const [open, setOpen] = useState(false);
  const shown = open && options.length > 0;
  const combobox = useCombobox({ opened: shown, onOpenedChange: setOpen, onDropdownClose: () => combobox.resetSelectedOption() });
  const root = useRef<HTMLDivElement>(null);
  // choosing an option writes the field from code, which may remount the input: the focus stays in the field
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const input = root.current?.querySelector('input');
    if (input && document.activeElement !== input) input.focus();
  });

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={root} onInput={() => setOpen(true)} onBlur={leave}>
      {/* the list follows its input in the document (no portal), so screen readers meet it there; it never detaches */}
      <Combobox
        store={combobox}
        withinPortal={false}
        hideDetached={false}
        onOptionSubmit={(value) => {
          refocus.current = true;
          setOpen(false);
          onOptionSubmit(value);
        }}
      >
        <Combobox.Target withExpandedAttribute autoComplete={autoComplete}>
          {children}
        </Combobox.Target>
        <Combobox.Dropdown hidden={!shown}>
          <Combobox.Options aria-label={listLabel}>
            {options.map((option) => (
              <Combobox.Option key={option.value} value={option.value}>
                {option.label}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {shown ? announce(options.length) : ''}
      </VisuallyHidden>
    </div>
  );
}
