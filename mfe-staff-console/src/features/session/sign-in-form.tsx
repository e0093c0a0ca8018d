import type { StaffMember } from 'shared-contracts/staff';
import { Button, Paper, Stack, Text, Title } from 'ui-kit';
import { FormErrorSummary, TextInput } from 'ui-kit/forms';
import { useIntentForm } from 'ui-kit/intent-form';
import { TotpCodeField } from '../../components/totp-code-field';
import { loadSignInCalls, type SignInCalls } from './load-sign-in-calls';
import { EMPTY_SIGN_IN, toSignInRequest, type SignInValues } from './sign-in-values';

export { SIGN_IN_MESSAGES } from './sign-in-values';

const fieldId = (path: string) => `staff-sign-in-${path}`;

/** The sign-in did not reach the API: its call failed, or the code of the call did not load. */
export const NOT_SIGNED_IN = 'We could not sign you in. Check your connection and try again.';

/**
 * Staff sign-in: email, password and the current code of the authenticator app (TOTP). The server's refusals are
 * shown as it words them: a wrong email, password or code (401), and a lockout after repeated failures (429).
 *
 * The rules of the form and its call are a chunk of their own (./load-sign-in-calls, issue 17), loaded on intent by
 * ui-kit's `useIntentForm`: it starts loading when the staff member comes to the form (focus, touch or click). A
 * field left before it has loaded is checked when it arrives; "Sign in" waits for it, then checks the whole form; if
 * it does not arrive, the form says so and keeps everything typed, and the next press loads it again.
 */
export function SignInForm({ onSignedIn }: { onSignedIn(member: StaffMember): void }) {
  const { form, field, onSubmit, sending, failure, setFailure, prefetch } = useIntentForm<SignInValues, SignInCalls>({
    initialValues: EMPTY_SIGN_IN,
    calls: loadSignInCalls,
    validate: (calls, values) => calls.validateSignIn(values),
    notLoaded: NOT_SIGNED_IN,
    fieldId,
  });

  async function submit(values: SignInValues, { signIn, isApiError, rateLimitMessage }: SignInCalls) {
    try {
      const member = await signIn(toSignInRequest(values));
      onSignedIn(member);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) form.setServerErrors(error.fieldErrors);
      else if (isApiError(error) && error.status === 429) setFailure(rateLimitMessage(error));
      else if (isApiError(error) && error.status === 401) setFailure(error.serverMessage ?? 'Email, password or code is wrong.');
      else setFailure(NOT_SIGNED_IN);
      form.setValue('code', '');
    }
  }

  return (
    // the calls' code starts loading when the staff member comes to the form (focus, touch or click)
    <Stack gap="md" maw={480} onFocusCapture={prefetch} onPointerDownCapture={prefetch}>
      <FormErrorSummary form={form} />
      {failure && (
        <Paper role="alert" withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 }}>
          <Title order={2} size="h4" c="red.9">
            You are not signed in
          </Title>
          <Text mt="xs">{failure}</Text>
        </Paper>
      )}
      <form noValidate onSubmit={onSubmit(submit)} aria-label="Staff sign-in">
        <Stack gap="md">
          <TextInput key={form.key('email')} {...field('email', { label: 'Email address' })} type="email" autoComplete="username" required />
          <TextInput key={form.key('password')} {...field('password', { label: 'Password' })} type="password" autoComplete="current-password" required />
          <TotpCodeField form={form} field={field} description="The 6 digits your authenticator app shows now." />
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
