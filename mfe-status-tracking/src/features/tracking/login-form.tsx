import { useState, type FormEvent } from 'react';
import { Button, Stack, Text } from 'ui-kit';
import { ErrorSummary, TextInput } from 'ui-kit/fields';
import { validateTracking, type TrackingErrors, type TrackingFields } from './validate-tracking';

const FIELD_IDS = { number: 'tracking-number', birthdate: 'tracking-birthdate' } as const;

/** The loginForm screen (spec §4 tracking): tracking number and date of birth. */
export function LoginForm({ initial, busy, onSubmit }: { initial: TrackingFields; busy: boolean; onSubmit(fields: TrackingFields): void }) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<TrackingErrors>({});
  const [submitted, setSubmitted] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTracking(fields);
    setErrors(found);
    setSubmitted((n) => n + 1);
    if (Object.keys(found).length === 0) onSubmit({ number: fields.number.trim(), birthdate: fields.birthdate });
  };

  const summary = (Object.keys(errors) as (keyof TrackingFields)[]).map((key) => ({ fieldId: FIELD_IDS[key], message: errors[key] as string }));
  return (
    <form noValidate onSubmit={submit} aria-describedby="tracking-intro">
      <Stack gap="md" maw={480}>
        {submitted > 0 && <ErrorSummary key={submitted} errors={summary} />}
        <Text id="tracking-intro">Enter the tracking number from your confirmation email (it starts with VEP or VEA) and your date of birth. We will email you a code to confirm it is you.</Text>
        <TextInput
          id={FIELD_IDS.number}
          label="Tracking number"
          description="For example VEP1234567"
          autoComplete="off"
          spellCheck={false}
          value={fields.number}
          error={errors.number}
          onChange={(e) => setFields({ ...fields, number: e.currentTarget.value })}
          required
        />
        <TextInput
          id={FIELD_IDS.birthdate}
          label="Date of birth"
          type="date"
          autoComplete="bday"
          value={fields.birthdate}
          error={errors.birthdate}
          onChange={(e) => setFields({ ...fields, birthdate: e.currentTarget.value })}
          required
        />
        <div>
          <Button type="submit" loading={busy}>
            Track application
          </Button>
        </div>
      </Stack>
    </form>
  );
}
