import { isApiError, rateLimitMessage } from 'shared-contracts';
import { StaffSignInRequest, staffApi, type StaffMember } from 'shared-contracts/staff';
import { Stack } from 'ui-kit';
import { Button, Form, TextInput, useSchemaForm, validatorOf } from 'ui-kit/form';
import { emptyingCodeOnFailure, TotpCodeField } from '../../components/totp-code-field';
import { worded } from '../../components/worded';
import { EMPTY_SIGN_IN, SIGN_IN_MESSAGES, toSignInRequest, type SignInValues } from './sign-in-values';

export { SIGN_IN_MESSAGES } from './sign-in-values';

/** The sign-in did not reach the API. */
export const NOT_SIGNED_IN = 'We could not sign you in. Check your connection and try again.';

const validateRequest = worded(validatorOf(StaffSignInRequest), SIGN_IN_MESSAGES);
const validate = (values: SignInValues) => validateRequest(toSignInRequest(values));

/** What the form says of a refused sign-in: the API's words for a wrong email, password or code (401), a lockout (429). */
function refusal(error: unknown): string {
  if (isApiError(error) && error.status === 429) return rateLimitMessage(error);
  if (isApiError(error) && error.status === 401) return error.serverMessage ?? 'Email, password or code is wrong.';
  return NOT_SIGNED_IN;
}

/**
 * Staff sign-in: email, password and the current code of the authenticator app (TOTP), checked by the staff
 * contract's StaffSignInRequest and sent with `staffApi.staffSignIn` (the API sets the session cookie). The server's
 * refusals are shown as it words them; the code is emptied for the next one.
 */
export function SignInForm({ onSignedIn }: { onSignedIn(member: StaffMember): void }) {
  const form = useSchemaForm<SignInValues>({ initialValues: EMPTY_SIGN_IN, validate });

  const submit = (values: SignInValues) => emptyingCodeOnFailure(form, async () => onSignedIn(await staffApi.staffSignIn({ body: toSignInRequest(values) })));

  return (
    <Form form={form} onSubmit={submit} failure={refusal} aria-label="Staff sign-in">
      <Stack gap="md" maw={480}>
        <TextInput {...form.field('email', { label: 'Email address' })} type="email" autoComplete="username" required />
        <TextInput {...form.field('password', { label: 'Password' })} type="password" autoComplete="current-password" required />
        <TotpCodeField form={form} description="The 6 digits your authenticator app shows now." />
        <div>
          <Button type="submit">Sign in</Button>
        </div>
      </Stack>
    </Form>
  );
}
