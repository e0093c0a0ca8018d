import type { TrackingForm } from 'shared-contracts/tracking';
import { Stack, Text } from 'ui-kit';
import { Button, Form, TextInput, type SchemaForm } from 'ui-kit/form';
import { checkedOnSubmit } from './verification-form';

export function LoginForm({ form, onSubmit, failure }: { form: SchemaForm<TrackingForm>; onSubmit(values: TrackingForm): Promise<void>; failure(error: unknown): string }) {
  return (
    <Form form={form} onSubmit={onSubmit} failure={failure}>
      <Stack gap="md" maw={480}>
        <Text>Enter the tracking number from your confirmation email (it starts with VEP or VEA) and your date of birth. We will email you a code to confirm it is you.</Text>
        <TextInput {...checkedOnSubmit(form.field('number', { label: 'Tracking number' }))} description="For example VEP1234567" autoComplete="off" spellCheck={false} required />
        <TextInput {...checkedOnSubmit(form.field('birthdate', { label: 'Date of birth' }))} type="date" autoComplete="bday" required />
        <div>
          <Button type="submit">Track application</Button>
        </div>
      </Stack>
    </Form>
  );
}
