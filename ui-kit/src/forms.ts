// Form inputs and the error summary: loaded with the first screen that has a form.
import './forms.css';

export { CloseButton } from '@mantine/core';
// the product's own light fields, in Mantine's markup and styles (decision 056)
export { TextInput, Textarea, NativeSelect, Checkbox, Radio, Fieldset, type TextInputProps, type TextareaProps, type NativeSelectProps, type CheckboxProps, type RadioProps, type RadioGroupProps, type CheckboxGroupProps, type FieldsetProps, type SelectData } from './fields';
// a button in Mantine's markup without its component tree, for the screens a step move mounts (decision 056)
export { Button, type ButtonProps } from './fields/button';
export { ErrorSummary, type ErrorSummaryItem } from './components/error-summary';
export { useSchemaForm, summaryLine, FormErrorSummary, changedPaths, valueAt, type SchemaForm, type SchemaFormOptions, type SchemaErrors, type FieldOptions, type FieldProps } from './form';
