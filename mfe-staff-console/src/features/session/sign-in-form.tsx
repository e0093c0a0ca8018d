import { isApiError, rateLimitMessage } from 'shared-contracts';
import { StaffSignInRequest, staffApi, type StaffMember } from 'shared-contracts/staff';
import { Stack } from 'ui-kit';
import { Button, Form, TextInput, useSchemaForm, validatorOf } from 'ui-kit/form';
import { emptyingCodeOnFailure, TotpCodeField } from '../../components/totp-code-field';
import { worded } from '../../components/worded';

const EMPTY_SIGN_IN = { email: '', password: '', code: '' };
type SignInValues = typeof EMPTY_SIGN_IN;

const SIGN_IN_MESSAGES = {
  email: 'Enter your staff email address',
  password: 'Enter your password',
  code: 'Enter the 6-digit code from your authenticator app',
};

const toSignInRequest = (values: SignInValues): StaffSignInRequest => ({ email: values.email.trim(), password: values.password, code: values.code.replace(/\s/g, '') });

const NOT_SIGNED_IN = 'We could not sign you in. Check your connection and try again.';

const validateRequest = worded(validatorOf(StaffSignInRequest), SIGN_IN_MESSAGES);
const validate = (values: SignInValues) => validateRequest(toSignInRequest(values));

function refusal(error: unknown): string {
  if (isApiError(error) && error.status === 429) return rateLimitMessage(error);
  if (isApiError(error) && error.status === 401) return error.serverMessage ?? 'Email, password or code is wrong.';
  return NOT_SIGNED_IN;
}

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
