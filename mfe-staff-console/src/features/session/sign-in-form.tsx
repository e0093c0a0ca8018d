import { useRef, useState, type FormEvent } from 'react';
import type { StaffMember } from 'shared-contracts/staff';
import { Button, Paper, Stack, Text, Title } from 'ui-kit';
import { FormErrorSummary, TextInput, useSchemaForm, type FieldOptions, type FieldProps } from 'ui-kit/forms';
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
 * The rules of the form and its call are a chunk of their own (./load-sign-in-calls, issue 17), which starts loading
 * when the staff member comes to the form (focus, touch or click). A field left before it has loaded is checked when
 * it arrives; "Sign in" waits for it, then checks the whole form; if it does not arrive, the form says so and keeps
 * everything typed, and the next press loads it again.
 */
export function SignInForm({ onSignedIn }: { onSignedIn(member: StaffMember): void }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  // a press waiting for the calls: a second press or Enter meanwhile does not sign in twice
  const waiting = useRef(false);
  const form = useSchemaForm<SignInValues>({
    initialValues: EMPTY_SIGN_IN,
    // before the calls have loaded nothing is checked: a blur checks its field once they arrive (below), a press waits
    validate: (values) => loadSignInCalls.loaded()?.validateSignIn(values) ?? {},
    fieldId,
  });

  /** A field's props, whose blur before the rules have loaded checks the field when they arrive. */
  function field(path: string, options: FieldOptions): FieldProps {
    const props = form.field(path, options);
    return {
      ...props,
      onBlur: () => {
        if (loadSignInCalls.loaded()) props.onBlur();
        else loadSignInCalls().then(props.onBlur, () => undefined);
      },
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (waiting.current) return;
    let calls = loadSignInCalls.loaded();
    if (!calls) {
      waiting.current = true;
      setFailure(undefined);
      setSending(true);
      try {
        calls = await loadSignInCalls();
      } catch {
        // nothing was sent and nothing typed is lost; the next press loads the calls again
        setFailure(NOT_SIGNED_IN);
        return;
      } finally {
        waiting.current = false;
        setSending(false);
      }
    }
    const loaded = calls;
    form.onSubmit((values) => submit(values, loaded))();
  }

  async function submit(values: SignInValues, { signIn, isApiError, rateLimitMessage }: SignInCalls) {
    setFailure(undefined);
    setSending(true);
    try {
      const member = await signIn(toSignInRequest(values));
      onSignedIn(member);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) form.setServerErrors(error.fieldErrors);
      else if (isApiError(error) && error.status === 429) setFailure(rateLimitMessage(error));
      else if (isApiError(error) && error.status === 401) setFailure(error.serverMessage ?? 'Email, password or code is wrong.');
      else setFailure(NOT_SIGNED_IN);
      form.setValue('code', '');
    } finally {
      setSending(false);
    }
  }

  const prefetch = () => loadSignInCalls.prefetch();
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
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Staff sign-in">
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
