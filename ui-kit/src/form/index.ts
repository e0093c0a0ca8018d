// ui-kit/form: the one form layer and the one set of fields (issue 41). Bundled into each remote that has a form, not
// a federation singleton: it keeps no state that crosses remotes, and a bundled module is tree-shaken. Needs the
// kernel (`shared-contracts`) and @mantine/form; draws itself with form.css on Mantine's CSS variables (imported by each component
// that draws with it: this index is free of side effects, and webpack skips it).

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
export { AbnField, abnLookupOf, readAbnLookup, type AbnFieldProps, type AbnLookup } from './abn-field';
