import type { Ref, SelectHTMLAttributes } from 'react';
import { controlProps, Field, useFieldId, type FieldProps } from './field';
import './form.css';

export type SelectItem = string | { value: string; label: string; disabled?: boolean };
export type SelectData = readonly (SelectItem | { group: string; items: readonly SelectItem[] })[];

export type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> & {
    inputRef?: Ref<HTMLSelectElement>;
    data: SelectData;
    /** a first option with no value ("Choose a state") */
    placeholder?: string;
  };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const option = (item: SelectItem) =>
  typeof item === 'string' ? `<option value="${escape(item)}">${escape(item)}</option>` : `<option value="${escape(item.value)}"${item.disabled ? ' disabled' : ''}>${escape(item.label)}</option>`;

/** The options as markup: the browser parses 250 countries faster than React makes 250 elements (decision 056). */
function optionsHtml(data: SelectData, placeholder: string | undefined): string {
  const items = data.map((item) => (typeof item === 'object' && 'group' in item ? `<optgroup label="${escape(item.group)}">${item.items.map(option).join('')}</optgroup>` : option(item)));
  return (placeholder !== undefined ? `<option value="">${escape(placeholder)}</option>` : '') + items.join('');
}

/** A labelled native select (the phone's own picker). */
export function Select({ id, label, description, error, required, className, inputRef, data, placeholder, ...select }: SelectProps) {
  const texts = { label, description, error, required };
  const fieldId = useFieldId(id);
  const html = optionsHtml(data, placeholder);
  return (
    <Field id={fieldId} texts={texts} className={className}>
      {/* other options are another select: mounted again, so that the value is chosen among the new ones */}
      <select key={html} {...select} ref={inputRef} className="ui-input ui-select" {...controlProps(fieldId, texts, select['aria-describedby'])} dangerouslySetInnerHTML={{ __html: html }} />
    </Field>
  );
}
