import { useCallback, useState, type FormEvent } from 'react';
import { COMPANIES, ENROLMENT_INDUCTION_IDS, PRODUCT_NAME, REGIONAL_PORTS, href, type CompanyId, type CompanyViews } from 'shared-contracts';
import type { FieldErrorMap, IssuingBody } from 'shared-contracts/api';
import { MESSAGES } from 'shared-contracts/light-read';
import { Button, Stack, Text } from 'ui-kit';
import { Checkbox, ErrorSummary, Fieldset, NativeSelect, TextInput } from 'ui-kit/fields';
import { useNavigate } from 'ui-kit/router';
import { ENROLMENT_INDUCTIONS } from './enrolment-inductions';
import { loadEnrolmentCalls } from './load-enrolment-calls';
import { loadProblemAlert } from './load-problem-alert';
import type { ProblemAlert as ProblemAlertType } from './problem-alert';

type Field = 'Firstname' | 'Middlenames' | 'Surname' | 'Birthdate' | 'Email' | 'Mobilephonenumber' | 'Msicnum' | 'Issuingbodyid' | 'PortAccess' | 'Inductions';
const TEXT_FIELDS: { name: Exclude<Field, 'Issuingbodyid' | 'PortAccess' | 'Inductions'>; label: string; type?: string; autoComplete: string; description?: string; required?: boolean }[] = [
  { name: 'Firstname', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'Middlenames', label: 'Middle names (optional)', autoComplete: 'additional-name' },
  { name: 'Surname', label: 'Surname', autoComplete: 'family-name', required: true },
  { name: 'Birthdate', label: 'Date of birth', type: 'date', autoComplete: 'bday', required: true },
  { name: 'Email', label: 'Email address', type: 'email', autoComplete: 'email', description: 'We email you the links to your induction.', required: true },
  { name: 'Mobilephonenumber', label: 'Mobile phone number', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'Msicnum', label: `${PRODUCT_NAME} number`, autoComplete: 'off', description: `As printed on the front of your card, for example VEP1234567 or ABC12345.`, required: true },
];
const fieldId = (name: Field) => `enrolment-${name}`;
const PORT_REQUIRED = 'Choose the port you will work at';
const LABELS: Record<Field, string> = {
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f.name, f.label])),
  Issuingbodyid: 'Issuing body',
  PortAccess: 'Port',
  Inductions: 'Inductions',
} as Record<Field, string>;

/** Field errors keyed by the form's fields ('Inductions.0' → 'Inductions'). */
function byField(errors: FieldErrorMap): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0] as Field;
    if (field in LABELS && messages[0] && !out[field]) out[field] = messages[0];
  }
  return out;
}

interface Props {
  company: CompanyId;
  issuingBodies: IssuingBody[];
  /** the spa variant's screen: the port field, the port induction first, the phone-contact sentence (spec §2, §8) */
  variant: CompanyViews['enrolment'];
}

/** The induction-only enrolment form (spec §2, §3, §8), checked by the contract's schema before it is sent. */
export function EnrolmentForm({ company, issuingBodies, variant }: Props) {
  const navigate = useNavigate();
  const spa = variant === 'port-authority';
  const [text, setText] = useState<Record<string, string>>({});
  const [issuingBody, setIssuingBody] = useState('');
  const [port, setPort] = useState('');
  const [inductions, setInductions] = useState<string[]>(spa ? ['7'] : ['1']);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the alert's code (ui-kit/widgets) comes when the participant comes to the form; until it has, or when it cannot
  // load, the problem is said in red text with the same role
  const [ProblemAlert, setProblemAlert] = useState<typeof ProblemAlertType | null>(null);
  const loadAlert = useCallback(
    () =>
      loadProblemAlert().then(
        (loaded) => setProblemAlert(() => loaded.ProblemAlert),
        () => undefined,
      ),
    [],
  );
  // the schema and the call (the API layer) come when the participant comes to the form too; Enrol waits for them
  const prefetch = useCallback(() => {
    void loadAlert();
    loadEnrolmentCalls.prefetch();
  }, [loadAlert]);

  const showProblem = async (message: string) => {
    await loadAlert();
    setProblem(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const registration = {
      Firstname: text.Firstname ?? '',
      ...(text.Middlenames ? { Middlenames: text.Middlenames } : {}),
      Surname: text.Surname ?? '',
      Birthdate: text.Birthdate ?? '',
      Email: (text.Email ?? '').trim(),
      Mobilephonenumber: text.Mobilephonenumber ?? '',
      Msicnum: (text.Msicnum ?? '').trim().toUpperCase(),
      ...(issuingBody ? { Issuingbodyid: Number(issuingBody) } : {}),
      ...(port ? { PortAccess: port as (typeof REGIONAL_PORTS)[number] } : {}),
      Inductions: inductions.map(Number) as (typeof ENROLMENT_INDUCTION_IDS)[number][],
    };
    setBusy(true);
    let calls: Awaited<ReturnType<typeof loadEnrolmentCalls>>;
    try {
      calls = await loadEnrolmentCalls();
    } catch {
      // the check and the call did not arrive: nothing was sent, what was typed stays, the next press loads again
      setBusy(false);
      await showProblem(MESSAGES.networkProblem);
      return;
    }
    const { fieldErrorsFromIssues, InductionOnlyRegistration, invalidEnrolmentCardNumberMessage, isApiError, rateLimitMessage, registerInductionOnly } = calls;
    // the contract's schema, as the server will check it; the spa screen also needs the port
    const checked = InductionOnlyRegistration.safeParse(registration);
    const found = { ...(checked.success ? {} : byField(fieldErrorsFromIssues(checked.error.issues))), ...(spa && !port ? { PortAccess: PORT_REQUIRED } : {}) };
    setErrors(found);
    if (Object.keys(found).length) {
      setBusy(false);
      return;
    }
    try {
      const answer = await registerInductionOnly(registration);
      if (answer.result && answer.data) {
        navigate(href('inductionStatus', { id: answer.data.Id, randomId: answer.data.RandomId }));
        return;
      }
      // spec §8: the card number is marked invalid, with the server's text when it sent one
      const phone = spa ? COMPANIES[company].supportPhone : undefined;
      setErrors({ Msicnum: answer.err || invalidEnrolmentCardNumberMessage(phone) });
    } catch (error) {
      if (isApiError(error) && error.status === 429) await showProblem(rateLimitMessage(error));
      else if (isApiError(error) && Object.keys(error.fieldErrors).length) setErrors(byField(error.fieldErrors));
      else await showProblem(MESSAGES.unknownError);
    } finally {
      setBusy(false);
    }
  };

  const summary = (Object.keys(LABELS) as Field[]).filter((f) => errors[f]).map((f) => ({ fieldId: fieldId(f), message: `${LABELS[f]}: ${errors[f]}` }));
  const clear = (field: Field) => setErrors(({ [field]: _removed, ...rest }) => rest);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Induction enrolment" onFocusCapture={prefetch} onPointerDownCapture={prefetch}>
      <Stack gap="md" maw={560}>
        <ErrorSummary errors={summary} />
        {problem &&
          (ProblemAlert ? (
            <ProblemAlert>{problem}</ProblemAlert>
          ) : (
            <Text role="alert" c="red.9" fw={500}>
              {problem}
            </Text>
          ))}
        {TEXT_FIELDS.map((f) => (
          <TextInput
            key={f.name}
            id={fieldId(f.name)}
            label={f.label}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            description={f.description}
            required={f.required}
            withAsterisk={false}
            value={text[f.name] ?? ''}
            error={errors[f.name]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setText((old) => ({ ...old, [f.name]: value }));
              clear(f.name);
            }}
          />
        ))}
        {issuingBodies.length > 0 && (
          <NativeSelect
            id={fieldId('Issuingbodyid')}
            label="Issuing body of your card (optional)"
            data={[{ value: '', label: 'Choose the issuing body' }, ...issuingBodies.map((b) => ({ value: String(b.Id), label: b.Name }))]}
            value={issuingBody}
            error={errors.Issuingbodyid}
            onChange={(e) => setIssuingBody(e.currentTarget.value)}
          />
        )}
        {spa && (
          <NativeSelect
            id={fieldId('PortAccess')}
            label="Port you will work at"
            data={[{ value: '', label: 'Choose a port' }, ...REGIONAL_PORTS.map((p) => ({ value: p, label: `Port of ${p}` }))]}
            value={port}
            error={errors.PortAccess}
            onChange={(e) => {
              setPort(e.currentTarget.value);
              clear('PortAccess');
            }}
          />
        )}
        <Fieldset legend="Inductions to take" id={fieldId('Inductions')} tabIndex={-1} variant="unstyled">
          <Checkbox.Group value={inductions} onChange={(v) => (setInductions(v), clear('Inductions'))} error={errors.Inductions}>
            <Stack gap="sm">
              {(spa ? [...ENROLMENT_INDUCTION_IDS].reverse() : ENROLMENT_INDUCTION_IDS).map((id) => (
                <Checkbox key={id} value={String(id)} label={ENROLMENT_INDUCTIONS[id].label} description={ENROLMENT_INDUCTIONS[id].description} />
              ))}
            </Stack>
          </Checkbox.Group>
        </Fieldset>
        <Text size="sm" c="dark.6">
          Your name and date of birth must match your {PRODUCT_NAME} application. We use them only to confirm your card and to record your induction.
        </Text>
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Enrol
        </Button>
      </Stack>
    </form>
  );
}
