import type { StandardSchemaV1 } from 'shared-contracts';
import type { SchemaErrors } from './use-schema-form';

/** For a form that is one request schema; a form with rules of its own uses its domain's validator. */
export function validatorOf<T>(schema: StandardSchemaV1<T>): (values: T) => SchemaErrors {
  return (values) => {
    const result = schema['~standard'].validate(values);
    if (result instanceof Promise) throw new Error('validatorOf: the schema checks asynchronously; a form needs an answer at once');
    const errors: Record<string, string[]> = {};
    for (const issue of result.issues ?? []) {
      const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' && segment !== null ? segment.key : segment)).join('.') || '_form';
      const list = (errors[path] ??= []);
      if (!list.includes(issue.message)) list.push(issue.message);
    }
    return errors;
  };
}
