import type { CSSProperties, Ref, TextareaHTMLAttributes } from 'react';
import { controlProps, Field, useFieldId, type FieldProps } from './field';
import './form.css';

export type TextareaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
    inputRef?: Ref<HTMLTextAreaElement>;
    /** grows with its text between `minRows` and `maxRows` lines (CSS `field-sizing`; a fixed height elsewhere) */
    autosize?: boolean;
    minRows?: number;
    maxRows?: number;
  };

/** A labelled multi-line input. */
export function Textarea({ id, label, description, error, required, className, inputRef, autosize = false, minRows, maxRows, rows, ...input }: TextareaProps) {
  const texts = { label, description, error, required };
  const fieldId = useFieldId(id);
  const sizing = autosize ? ({ '--ui-min-rows': minRows ?? 2, ...(maxRows ? { '--ui-max-rows': maxRows } : {}) } as CSSProperties) : undefined;
  return (
    <Field id={fieldId} texts={texts} className={className}>
      <textarea {...input} ref={inputRef} rows={rows ?? minRows} className="ui-input ui-textarea" data-autosize={autosize || undefined} style={sizing} {...controlProps(fieldId, texts, input['aria-describedby'])} />
    </Field>
  );
}
