// compatibility for phase B/C of issue 41: delete when nothing imports it
export { useSchemaForm, summaryLine, type SchemaForm, type SchemaFormOptions, type SchemaErrors, type FieldOptions, type FieldProps } from './use-schema-form';
export { FormErrorSummary } from './form-error-summary';
export { changedPaths, valueAt, defaultFieldId } from './field-paths';
