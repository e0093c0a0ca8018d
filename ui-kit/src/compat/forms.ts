// compatibility for phase B/C of issue 41: delete when nothing imports it
// Form inputs, the error summary and the one form layer (useSchemaForm, decision 023): loaded with the first screen
// that has a form.
import './forms.css';

// the product's own light fields, in Mantine's markup and styles (decision 056), and the error summary
export * from './fields-layer';
export { useSchemaForm, summaryLine, FormErrorSummary, changedPaths, valueAt, type SchemaForm, type SchemaFormOptions, type SchemaErrors, type FieldOptions, type FieldProps } from './form';
