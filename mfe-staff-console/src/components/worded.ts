import type { SchemaErrors } from 'ui-kit/form';

export function worded<V>(validate: (values: V) => SchemaErrors, messages: Record<string, string>): (values: V) => SchemaErrors {
  return (values) => {
    const errors: Record<string, readonly string[] | undefined> = { ...validate(values) };
    for (const path of Object.keys(errors)) if (messages[path]) errors[path] = [messages[path]];
    return errors;
  };
}
