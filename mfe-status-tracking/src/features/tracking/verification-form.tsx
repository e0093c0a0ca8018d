import { VERIFICATION_CODE_ATTEMPTS } from 'shared-contracts';
import { loginFailure, MESSAGES, validateVerification } from 'shared-contracts/tracking';
import { Anchor, Group, Stack, Text } from 'ui-kit';
import { Button, Form, TextInput, useSchemaForm, type FieldBinding } from 'ui-kit/form';

/**
 * A field of the track screen's forms checked on submit only, not when it is left: an error shown or cleared on blur
 * moves the buttons below it between the press and the release of a click on them, and the click is lost (the
 * verification code's server error cleared by leaving the field; its "enter the code" shown by a press of "Send a
 * new code"). ui-kit/form checks a field when it is left; here the submit checks.
 */
export function checkedOnSubmit({ onBlur, ...binding }: FieldBinding): Omit<FieldBinding, 'onBlur'> {
  void onBlur;
  return binding;
}

export interface VerificationFormProps {
  /** a new code is being asked for */
  resending: boolean;
  secondsLeft: number;
  /** sends the code; a failure is thrown */
  onVerify(code: string): Promise<void>;
  failure(error: unknown): string;
  onRedacted(): void;
  onResend(): void;
  onStartAgain(): void;
}

/** The verification screen (spec §4): the emailed code is required; a new code after a 30-second countdown. */
export function VerificationForm({ resending, secondsLeft, onVerify, failure, onRedacted, onResend, onStartAgain }: VerificationFormProps) {
  const form = useSchemaForm({ initialValues: { code: '' }, validate: validateVerification });

  const verify = async ({ code }: { code: string }) => {
    try {
      await onVerify(code);
    } catch (error) {
      // spec §8: a wrong or expired code is said by the code field; the redacted record has its own screen
      const kind = loginFailure(error);
      if (kind === 'invalid-verification' || kind === 'expired-verification') {
        form.setServerErrors({ code: [kind === 'invalid-verification' ? MESSAGES.invalidVerification : MESSAGES.expiredVerification] });
      } else if (kind === 'redacted') onRedacted();
      else throw error;
    }
  };

  return (
    <Form form={form} onSubmit={verify} failure={failure}>
      <Stack gap="md" maw={480}>
        <Text>We have emailed a verification code to the address on your application. Enter it below to see your application.</Text>
        <TextInput
          {...checkedOnSubmit(form.field('code', { label: 'Verification code' }))}
          inputMode="numeric"
          autoComplete="one-time-code"
          description={`The code works for ${VERIFICATION_CODE_ATTEMPTS} tries. After that, or once it has expired, ask for a new code.`}
          // the screen changed under the applicant's feet: put them where the code goes
          autoFocus
          required
        />
        <Group>
          <Button type="submit">Verify and continue</Button>
          <Button variant="default" onClick={onResend} disabled={secondsLeft > 0} loading={resending}>
            Send a new code
          </Button>
        </Group>
        {secondsLeft > 0 ? (
          <Text size="sm">You can ask for a new code in {secondsLeft} second{secondsLeft === 1 ? '' : 's'}.</Text>
        ) : (
          <Text size="sm" role="status">
            Did not get the code? You can ask for a new one now.
          </Text>
        )}
        <Text size="sm">
          <Anchor component="button" type="button" onClick={onStartAgain}>
            Use a different tracking number
          </Anchor>
        </Text>
      </Stack>
    </Form>
  );
}
