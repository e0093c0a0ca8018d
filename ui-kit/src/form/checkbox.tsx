import type { InputHTMLAttributes, Ref } from 'react';
import { controlProps, useFieldId, type FieldProps } from './field';
import './form.css';

export type CheckboxProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & { inputRef?: Ref<HTMLInputElement> };

/** A checkbox with its label, description and error beside it. With a form: `{...form.field('Terms', { label, type: 'checkbox' })}`. */
export function Checkbox({ id, label, description, error, required, className, inputRef, ...input }: CheckboxProps) {
  const texts = { label, description, error, required };
  const fieldId = useFieldId(id);
  return (
    <div className={['ui-check', className].filter(Boolean).join(' ')} data-invalid={Boolean(error) || undefined}>
      <input {...input} ref={inputRef} type="checkbox" className="ui-check-input" {...controlProps(fieldId, texts, input['aria-describedby'])} />
      <div className="ui-check-texts">
        <label className="ui-check-label" htmlFor={fieldId}>
          {label}
        </label>
        {description && (
          <p className="ui-field-description" id={`${fieldId}-description`}>
            {description}
          </p>
        )}
        {error && (
          <p className="ui-field-error" id={`${fieldId}-error`}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
