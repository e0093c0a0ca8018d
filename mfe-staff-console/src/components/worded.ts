import type { SchemaErrors } from 'ui-kit/form';

/**
 * A form's validator whose rules are a contract schema's (`validatorOf(StaffSignInRequest)`, the ones the API applies)
 * and whose messages are worded for the staff member: one message a field, where `messages` has one.
 */
export function worded<V>(validate: (values: V) => SchemaErrors, messages: Record<string, string>): (values: V) => SchemaErrors {
  return (values) => {
    const errors: Record<string, readonly string[] | undefined> = { ...validate(values) };
    for (const path of Object.keys(errors)) if (messages[path]) errors[path] = [messages[path]];
    return errors;
  };
}
