// compatibility for phase B/C of issue 41: delete when nothing imports it
// The old form fields and error summary, which `ui-kit/forms` re-exports with the old form layer (docs/decisions/057).
// The one button is ui-kit/form's.
import './forms.css';

export { TextInput, Textarea, NativeSelect, Checkbox, Radio, Fieldset, type TextInputProps, type TextareaProps, type NativeSelectProps, type CheckboxProps, type RadioProps, type RadioGroupProps, type CheckboxGroupProps, type FieldsetProps, type SelectData } from './fields';
export { ErrorSummary, type ErrorSummaryItem } from './error-summary';
