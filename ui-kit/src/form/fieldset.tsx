import type { ReactNode } from 'react';
import './form.css';

/** A group of fields under a legend (an address, a person's names), with an optional description. */
export function Fieldset({ legend, description, id, className, children }: { legend: ReactNode; description?: ReactNode; id?: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={['ui-fieldset', className].filter(Boolean).join(' ')} id={id} aria-describedby={description && id ? `${id}-description` : undefined}>
      <legend className="ui-fieldset-legend">{legend}</legend>
      {description && (
        <p className="ui-field-description" id={id ? `${id}-description` : undefined}>
          {description}
        </p>
      )}
      {children}
    </fieldset>
  );
}
