import { isApiError } from 'shared-contracts';
import { STAFF_PASSWORD_MIN_LENGTH, StaffEnrolmentRequest, staffApi, type StaffMember } from 'shared-contracts/staff';
import { Stack } from 'ui-kit';
import { Button, Form, TextInput, useSchemaForm, validatorOf } from 'ui-kit/form';
import { emptyingCodeOnFailure, TotpCodeField } from '../../components/totp-code-field';
import { worded } from '../../components/worded';

const EMPTY_ENROLMENT = { password: '', confirmPassword: '', code: '' };
type EnrolmentValues = typeof EMPTY_ENROLMENT;

const ENROLMENT_MESSAGES = {
  password: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters for your password`,
  confirmPassword: 'Type the same password again',
  code: 'Enter the 6-digit code your authenticator app shows now',
};

const validateRequest = worded(validatorOf(StaffEnrolmentRequest), ENROLMENT_MESSAGES);

const toRequest = (token: string, values: EnrolmentValues) => ({ token, password: values.password, code: values.code.replace(/\s/g, '') });

function validate(token: string, values: EnrolmentValues) {
  const errors: Record<string, readonly string[] | undefined> = { ...validateRequest(toRequest(token, values)) };
  delete errors.token;
  if (values.confirmPassword !== values.password) errors.confirmPassword = [ENROLMENT_MESSAGES.confirmPassword];
  return errors;
}

const notSetUp = (error: unknown) => (isApiError(error) && error.serverMessage ? error.serverMessage : 'Your account was not set up. Try again.');

export function EnrolmentForm({ token, email, onEnrolled }: { token: string; email: string; onEnrolled(member: StaffMember): void }) {
  const form = useSchemaForm<EnrolmentValues>({ initialValues: EMPTY_ENROLMENT, validate: (values) => validate(token, values) });

  const submit = (values: EnrolmentValues) => emptyingCodeOnFailure(form, async () => onEnrolled(await staffApi.staffEnrol({ body: toRequest(token, values) })));

  return (
    <Form form={form} onSubmit={submit} failure={notSetUp} aria-label="Set up your staff account">
      <Stack gap="md" maw={480}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextInput
          {...form.field('password', { label: 'New password' })}
          description={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextInput {...form.field('confirmPassword', { label: 'Type the password again' })} type="password" autoComplete="new-password" required />
        <TotpCodeField form={form} description="After adding the account to your app, type the 6 digits it shows." />
        <div>
          <Button type="submit">Set up my account</Button>
        </div>
      </Stack>
    </Form>
  );
}
