import { useState } from 'react';
import { isApiError } from 'shared-contracts/api';
import { STAFF_PASSWORD_MIN_LENGTH, StaffEnrolmentRequest, type StaffMember } from 'shared-contracts/staff';
import { Button, Stack } from 'ui-kit';
import { FormErrorSummary, TextInput, useSchemaForm } from 'ui-kit/forms';
import { Alert } from 'ui-kit/widgets';
import { TotpCodeField } from '../../components/totp-code-field';
import { validateWith } from '../../components/validate-with';
import { completeEnrolment } from './complete-enrolment';

interface EnrolmentValues {
  password: string;
  confirmPassword: string;
  code: string;
}

export const ENROLMENT_MESSAGES = {
  password: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters for your password`,
  confirmPassword: 'Type the same password again',
  code: 'Enter the 6-digit code your authenticator app shows now',
};

function validate(token: string, values: EnrolmentValues) {
  const errors = validateWith(StaffEnrolmentRequest, { token, password: values.password, code: values.code.replace(/\s/g, '') }, ENROLMENT_MESSAGES);
  delete errors.token;
  if (values.confirmPassword !== values.password) errors.confirmPassword = [ENROLMENT_MESSAGES.confirmPassword];
  return errors;
}

/** Sets the password and confirms the first code of the authenticator app; the API then signs the staff member in. */
export function EnrolmentForm({ token, email, onEnrolled }: { token: string; email: string; onEnrolled(member: StaffMember): void }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<EnrolmentValues>({
    initialValues: { password: '', confirmPassword: '', code: '' },
    validate: (values) => validate(token, values),
    fieldId: (path) => `enrol-${path}`,
  });

  async function submit(values: EnrolmentValues) {
    setFailure(null);
    setSending(true);
    try {
      onEnrolled(await completeEnrolment({ token, password: values.password, code: values.code.replace(/\s/g, '') }));
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) form.setServerErrors(error.fieldErrors);
      else setFailure(isApiError(error) && error.serverMessage ? error.serverMessage : 'Your account was not set up. Try again.');
      form.setValue('code', '');
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="md" maw={480}>
      <FormErrorSummary form={form} />
      {failure && (
        <Alert color="red" variant="outline" role="alert" title="Not set up yet">
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit(submit)} aria-label="Set up your staff account">
        <Stack gap="md">
          {/* the account's name for password managers, which file the new password under it */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextInput
            key={form.key('password')}
            {...form.field('password', { label: 'New password' })}
            description={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
            type="password"
            autoComplete="new-password"
            required
          />
          <TextInput key={form.key('confirmPassword')} {...form.field('confirmPassword', { label: 'Type the password again' })} type="password" autoComplete="new-password" required />
          <TotpCodeField form={form} description="After adding the account to your app, type the 6 digits it shows." />
          <div>
            <Button type="submit" loading={sending}>
              Set up my account
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
