// Form inputs and the error summary: loaded with the first screen that has a form.
import './forms.css';

export { TextInput, Textarea, NativeSelect, Checkbox, Radio, Fieldset, CloseButton } from '@mantine/core';
export { ErrorSummary, type ErrorSummaryItem } from './components/error-summary';
export { useSchemaForm, FormErrorSummary, changedPaths, valueAt, type SchemaForm, type SchemaFormOptions, type SchemaErrors, type FieldOptions, type FieldProps } from './form';
