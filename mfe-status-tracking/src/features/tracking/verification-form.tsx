import { useState, type FormEvent } from 'react';
import { VERIFICATION_CODE_ATTEMPTS } from 'shared-contracts';
import { Anchor, Button, Group, Stack, Text } from 'ui-kit';
import { ErrorSummary, TextInput } from 'ui-kit/fields';
import { validateCode } from './validate-tracking';

const CODE_ID = 'verification-code';

export interface VerificationFormProps {
  busy: boolean;
  /** an error about the code from the server (wrong or expired code), shown next to the field */
  codeError?: string;
  secondsLeft: number;
  onVerify(code: string): void;
  onResend(): void;
  onStartAgain(): void;
}

/** The verification screen (spec §4): the emailed code is required; a new code after a 30-second countdown. */
export function VerificationForm({ busy, codeError, secondsLeft, onVerify, onResend, onStartAgain }: VerificationFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(0);
  const shown = error ?? codeError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCode(code);
    setError(problem);
    setSubmitted((n) => n + 1);
    if (!problem) onVerify(code.trim());
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={480}>
        {submitted > 0 && error && <ErrorSummary key={submitted} errors={[{ fieldId: CODE_ID, message: error }]} />}
        <Text>We have emailed a verification code to the address on your application. Enter it below to see your application.</Text>
        <TextInput
          id={CODE_ID}
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          description={`The code works for ${VERIFICATION_CODE_ATTEMPTS} tries. After that, or once it has expired, ask for a new code.`}
          // the screen changed under the applicant's feet: put them where the code goes
          autoFocus
          value={code}
          error={shown}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setError(undefined);
          }}
          required
        />
        <Group>
          <Button type="submit" loading={busy}>
            Verify and continue
          </Button>
          <Button variant="default" onClick={onResend} disabled={secondsLeft > 0 || busy}>
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
    </form>
  );
}
