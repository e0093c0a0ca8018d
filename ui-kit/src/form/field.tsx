import { useId, type ReactNode, type Ref } from 'react';
import './form.css';

export interface FieldProps {
  id?: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
}

const hasMessage = (error: ReactNode) => error !== undefined && error !== null && error !== false && error !== '';

export function useFieldId(id: string | undefined): string {
  const own = useId();
  return id ?? `field${own.replace(/[^\w-]/g, '')}`;
}

export function controlProps(id: string, { description, error, required }: FieldProps, own?: string) {
  const describedBy = [hasMessage(error) && `${id}-error`, description && `${id}-description`, own].filter(Boolean).join(' ');
  return { id, required, 'aria-invalid': hasMessage(error) || undefined, 'aria-describedby': describedBy || undefined };
}

export function Field({ id, texts, className, group, groupRef, children }: { id: string; texts: FieldProps; className?: string | undefined; group?: boolean; groupRef?: Ref<HTMLFieldSetElement> | undefined; children: ReactNode }) {
  const { label, description, error, required } = texts;
  const labelText = label !== undefined && label !== null && label !== false && (
    <>
      {label}
      {required && (
        <span className="ui-field-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
  const parts = (
    <>
      {description && (
        <p className="ui-field-description" id={`${id}-description`}>
          {description}
        </p>
      )}
      {children}
      {hasMessage(error) && (
        <p className="ui-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
  const classes = ['ui-field', className].filter(Boolean).join(' ');
  if (group) {
    return (
      <fieldset
        ref={groupRef}
        className={classes}
        data-invalid={hasMessage(error) || undefined}
        id={`${id}-group`}
        role="radiogroup"
        aria-labelledby={labelText ? `${id}-label` : undefined}
        aria-describedby={controlProps(id, texts)['aria-describedby']}
        aria-invalid={hasMessage(error) || undefined}
        aria-required={required || undefined}
      >
        {labelText && (
          <legend className="ui-field-label" id={`${id}-label`}>
            {labelText}
          </legend>
        )}
        {parts}
      </fieldset>
    );
  }
  return (
    <div className={classes} data-invalid={hasMessage(error) || undefined}>
      {labelText && (
        <label className="ui-field-label" htmlFor={id} id={`${id}-label`}>
          {labelText}
        </label>
      )}
      {parts}
    </div>
  );
}
