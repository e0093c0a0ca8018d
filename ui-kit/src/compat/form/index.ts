export { useSchemaForm, summaryLine, type SchemaForm, type SchemaFormOptions, type SchemaErrors, type FieldOptions, type FieldProps } from './use-schema-form';
export { FormErrorSummary } from './form-error-summary';
export { changedPaths, valueAt, defaultFieldId } from './field-paths';
