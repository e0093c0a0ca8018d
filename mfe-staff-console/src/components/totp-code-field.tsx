import { TextInput, type SchemaForm } from 'ui-kit/form';

/**
 * The code of the authenticator app (TOTP, decision 052), as sign-in and enrolment ask for it: six digits, offered
 * by the phone's keyboard and by a password manager's one-time-code fill; a space between the triples is allowed.
 */
export function TotpCodeField<V extends { code: string }>({ form, description }: { form: SchemaForm<V>; description: string }) {
  return <TextInput {...form.field('code', { label: 'Code from your authenticator app' })} description={description} autoComplete="one-time-code" inputMode="numeric" maxLength={7} required />;
}

/** Sends the form; a refused code is spent, so the field is emptied for the next one before the refusal is shown. */
export async function emptyingCodeOnFailure<V extends { code: string }>(form: SchemaForm<V>, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    form.setValue('code', '');
    throw error;
  }
}
