import { VERIFICATION_CODE_ATTEMPTS } from 'shared-contracts';
import { loginFailure, MESSAGES, validateVerification } from 'shared-contracts/tracking';
import { Anchor, Group, Stack, Text } from 'ui-kit';
import { Button, Form, TextInput, useSchemaForm, type FieldBinding } from 'ui-kit/form';

// Checked on submit, not on blur: an error shown on blur moves the buttons under a click, and the click is lost.
export function checkedOnSubmit({ onBlur, ...binding }: FieldBinding): Omit<FieldBinding, 'onBlur'> {
  void onBlur;
  return binding;
}

interface VerificationFormProps {
  resending: boolean;
  secondsLeft: number;
  onVerify(code: string): Promise<void>;
  failure(error: unknown): string;
  onRedacted(): void;
  onResend(): void;
  onStartAgain(): void;
}

export function VerificationForm({ resending, secondsLeft, onVerify, failure, onRedacted, onResend, onStartAgain }: VerificationFormProps) {
  const form = useSchemaForm({ initialValues: { code: '' }, validate: validateVerification });

  const verify = async ({ code }: { code: string }) => {
    try {
      await onVerify(code);
    } catch (error) {
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
