// Bundled, not shared: it keeps no state that crosses remotes, and a bundled module is tree-shaken (issue 41).

export { useSchemaForm, summaryLine, type SchemaForm, type SchemaFormOptions, type SchemaErrors, type FieldOptions, type FieldBinding, type ErrorSummaryItem } from './use-schema-form';
export { Form, type FormProps } from './form';
export { validatorOf } from './validator-of';
export { ErrorSummary } from './error-summary';
export { changedPaths, fieldId, valueAt } from './paths';
export { Field, useFieldId, type FieldProps } from './field';
export { TextInput, type TextInputProps } from './text-input';
export { Textarea, type TextareaProps } from './textarea';
export { Select, type SelectProps, type SelectData, type SelectItem } from './select';
export { Checkbox, type CheckboxProps } from './checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';
export { Fieldset } from './fieldset';
export { Button, ButtonLink, useSubmitting, type ButtonProps, type ButtonLinkProps } from './button';
export { Typeahead, type TypeaheadOption, type TypeaheadProps } from './typeahead';
export { AbnField, abnLookupOf, type AbnFieldProps, type AbnLookup } from './abn-field';
export { saveBlob } from './save-blob';
