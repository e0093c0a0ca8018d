import { TextInput, type SchemaForm } from 'ui-kit/form';

export function TotpCodeField<V extends { code: string }>({ form, description }: { form: SchemaForm<V>; description: string }) {
  return <TextInput {...form.field('code', { label: 'Code from your authenticator app' })} description={description} autoComplete="one-time-code" inputMode="numeric" maxLength={7} required />;
}

export async function emptyingCodeOnFailure<V extends { code: string }>(form: SchemaForm<V>, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    form.setValue('code', '');
    throw error;
  }
}
