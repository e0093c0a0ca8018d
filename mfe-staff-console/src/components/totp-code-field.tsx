import { TextInput, type FieldOptions, type FieldProps, type SchemaForm } from 'ui-kit/forms';

/**
 * The code of the authenticator app (TOTP, decision 052), as sign-in and enrolment ask for it: six digits, offered
 * by the phone's keyboard and by a password manager's one-time-code fill; a space between the triples is allowed.
 * `field` binds it (the form's own `form.field` unless the form wraps it, as sign-in does to check a field left before
 * its rules have loaded).
 */
export function TotpCodeField<V extends { code: string }>({
  form,
  description,
  field = (path, options) => form.field(path, options),
}: {
  form: SchemaForm<V>;
  description: string;
  field?: (path: string, options: FieldOptions) => FieldProps;
}) {
  return (
    <TextInput
      key={form.key('code')}
      {...field('code', { label: 'Code from your authenticator app' })}
      description={description}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={7}
      required
    />
  );
}
