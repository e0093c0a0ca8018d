import { useState } from 'react';
import { isApiError, rateLimitMessage } from 'shared-contracts/api';
import { StaffSignInRequest, type StaffMember } from 'shared-contracts/staff';
import { Button, Paper, Stack, Text, Title } from 'ui-kit';
import { FormErrorSummary, TextInput, useSchemaForm } from 'ui-kit/forms';
import { TotpCodeField } from '../../components/totp-code-field';
import { validateWith } from '../../components/validate-with';
import { signIn } from './sign-in';

interface SignInValues {
  email: string;
  password: string;
  code: string;
}

const EMPTY: SignInValues = { email: '', password: '', code: '' };

/** How each field's error reads; the rules are StaffSignInRequest's. */
export const SIGN_IN_MESSAGES = {
  email: 'Enter your staff email address',
  password: 'Enter your password',
  code: 'Enter the 6-digit code from your authenticator app',
};

const fieldId = (path: string) => `staff-sign-in-${path}`;

/**
 * Staff sign-in: email, password and the current code of the authenticator app (TOTP). The server's refusals are
 * shown as it words them: a wrong email, password or code (401), and a lockout after repeated failures (429).
 */
export function SignInForm({ onSignedIn }: { onSignedIn(member: StaffMember): void }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<SignInValues>({
    initialValues: EMPTY,
    validate: (values) => validateWith(StaffSignInRequest, { ...values, email: values.email.trim(), code: values.code.replace(/\s/g, '') }, SIGN_IN_MESSAGES),
    fieldId,
  });

  async function submit(values: SignInValues) {
    setFailure(undefined);
    setSending(true);
    try {
      const member = await signIn({ email: values.email.trim(), password: values.password, code: values.code.replace(/\s/g, '') });
      onSignedIn(member);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) form.setServerErrors(error.fieldErrors);
      else if (isApiError(error) && error.status === 429) setFailure(rateLimitMessage(error));
      else if (isApiError(error) && error.status === 401) setFailure(error.serverMessage ?? 'Email, password or code is wrong.');
      else setFailure('We could not sign you in. Check your connection and try again.');
      form.setValue('code', '');
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="md" maw={480}>
      <FormErrorSummary form={form} />
      {failure && (
        <Paper role="alert" withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 }}>
          <Title order={2} size="h4" c="red.9">
            You are not signed in
          </Title>
          <Text mt="xs">{failure}</Text>
        </Paper>
      )}
      <form noValidate onSubmit={form.onSubmit(submit)} aria-label="Staff sign-in">
        <Stack gap="md">
          <TextInput key={form.key('email')} {...form.field('email', { label: 'Email address' })} type="email" autoComplete="username" required />
          <TextInput key={form.key('password')} {...form.field('password', { label: 'Password' })} type="password" autoComplete="current-password" required />
          <TotpCodeField form={form} description="The 6 digits your authenticator app shows now." />
          <div>
            <Button type="submit" loading={sending}>
              Sign in
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
