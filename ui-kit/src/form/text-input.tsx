import type { InputHTMLAttributes, Ref } from 'react';
import { controlProps, Field, useFieldId, type FieldProps } from './field';
import './form.css';

export type TextInputProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { inputRef?: Ref<HTMLInputElement> };

/** A labelled single-line input. With a form: `<TextInput {...form.field('Email', { label: 'Email' })} type="email" />`. */
export function TextInput({ id, label, description, error, required, className, inputRef, ...input }: TextInputProps) {
  const texts = { label, description, error, required };
  const fieldId = useFieldId(id);
  return (
    <Field id={fieldId} texts={texts} className={className}>
      <input {...input} ref={inputRef} className="ui-input" {...controlProps(fieldId, texts, input['aria-describedby'])} />
    </Field>
  );
}
