import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';
import { Field, useFieldId, type FieldProps } from './field';
import './form.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export type RadioGroupProps = FieldProps & {
  options: readonly RadioOption[];
  name?: string;
  defaultValue?: string | null;
  value?: string | null;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLFieldSetElement>;
  inputRef?: Ref<HTMLFieldSetElement>;
};

// the first radio carries the field's id, so that the error summary's link lands on the group
export function RadioGroup({ id, label, description, error, required, className, options, name, defaultValue, value, onChange, onBlur, inputRef }: RadioGroupProps) {
  const fieldId = useFieldId(id);
  const groupName = name ?? fieldId;
  return (
    <Field id={fieldId} texts={{ label, description, error, required }} className={className} group groupRef={inputRef}>
      <div className="ui-radios" onBlur={onBlur as FocusEventHandler<HTMLDivElement> | undefined}>
        {options.map((option, index) => {
          const optionId = index === 0 ? fieldId : `${fieldId}-${index}`;
          const checked = value === undefined ? { defaultChecked: defaultValue === option.value } : { checked: value === option.value };
          return (
            <div className="ui-check" key={option.value}>
              <input type="radio" className="ui-check-input ui-radio" id={optionId} name={groupName} value={option.value} disabled={option.disabled} onChange={onChange} aria-describedby={option.description ? `${optionId}-description` : undefined} {...checked} />
              <div className="ui-check-texts">
                <label className="ui-check-label" htmlFor={optionId}>
                  {option.label}
                </label>
                {option.description && (
                  <p className="ui-field-description" id={`${optionId}-description`}>
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </Field>
  );
}
