// compatibility for phase B/C of issue 41: delete when nothing imports it
// The form fields, the light button and the error summary without the form layer (useSchemaForm on @mantine/form): a shared layer of its
// own for the screens whose small form keeps its values in React state (tracking, renewal, the induction's forms), so
// that they do not download @mantine/form. `ui-kit/forms` re-exports all of this with the form layer; a shared layer is
// not tree-shaken (docs/decisions/002, 057).
import './forms.css';

export { TextInput, Textarea, NativeSelect, Checkbox, Radio, Fieldset, type TextInputProps, type TextareaProps, type NativeSelectProps, type CheckboxProps, type RadioProps, type RadioGroupProps, type CheckboxGroupProps, type FieldsetProps, type SelectData } from './fields';
// a button in Mantine's markup without its component tree, for the screens a step move mounts (decision 056)
export { Button, type ButtonProps } from './fields/button';
export { ErrorSummary, type ErrorSummaryItem } from './error-summary';
