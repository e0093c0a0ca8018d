import { COMPANIES, ENROLMENT_INDUCTION_IDS, PRODUCT_NAME, REGIONAL_PORTS, failureMessage, href, isApiError, mergeFieldErrors, type CompanyId, type CompanyViews } from 'shared-contracts';
import { InductionOnlyRegistration, inductionApi, invalidEnrolmentCardNumberMessage, MESSAGES, type IssuingBody } from 'shared-contracts/induction';
import { Stack, Text } from 'ui-kit';
import { Button, Checkbox, Fieldset, Form, Select, TextInput, useSchemaForm, validatorOf, type SchemaErrors, type SchemaForm } from 'ui-kit/form';
import { useNavigate } from 'ui-kit/router';

type InductionId = (typeof ENROLMENT_INDUCTION_IDS)[number];
type RegionalPort = (typeof REGIONAL_PORTS)[number];

interface EnrolmentValues {
  Firstname: string;
  Middlenames: string;
  Surname: string;
  Birthdate: string;
  Email: string;
  Mobilephonenumber: string;
  Msicnum: string;
  Issuingbodyid: string;
  PortAccess: string;
  Inductions: InductionId[];
}

const TEXT_FIELDS: { name: 'Firstname' | 'Middlenames' | 'Surname' | 'Birthdate' | 'Email' | 'Mobilephonenumber' | 'Msicnum'; label: string; type?: string; autoComplete: string; description?: string; required?: boolean }[] = [
  { name: 'Firstname', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'Middlenames', label: 'Middle names (optional)', autoComplete: 'additional-name' },
  { name: 'Surname', label: 'Surname', autoComplete: 'family-name', required: true },
  { name: 'Birthdate', label: 'Date of birth', type: 'date', autoComplete: 'bday', required: true },
  { name: 'Email', label: 'Email address', type: 'email', autoComplete: 'email', description: 'We email you the links to your induction.', required: true },
  { name: 'Mobilephonenumber', label: 'Mobile phone number', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'Msicnum', label: `${PRODUCT_NAME} number`, autoComplete: 'off', description: `As printed on the front of your card, for example VEP1234567 or ABC12345.`, required: true },
];
const PORT_REQUIRED = 'Choose the port you will work at';
const INDUCTION_CHOICES: Record<InductionId, { label: string; description: string }> = {
  1: {
    label: `${PRODUCT_NAME} security awareness induction`,
    description: `Security zones, displaying your card and your obligations as an ${PRODUCT_NAME} holder. About 15 minutes.`,
  },
  7: {
    label: 'Southern Ports induction',
    description: 'Security and safety at the ports of Bunbury, Albany and Esperance. About 10 minutes.',
  },
};

function registrationOf(values: EnrolmentValues): InductionOnlyRegistration {
  return {
    Firstname: values.Firstname,
    ...(values.Middlenames ? { Middlenames: values.Middlenames } : {}),
    Surname: values.Surname,
    Birthdate: values.Birthdate,
    Email: values.Email.trim(),
    Mobilephonenumber: values.Mobilephonenumber,
    Msicnum: values.Msicnum.trim().toUpperCase(),
    ...(values.Issuingbodyid ? { Issuingbodyid: Number(values.Issuingbodyid) } : {}),
    ...(values.PortAccess ? { PortAccess: values.PortAccess as RegionalPort } : {}),
    Inductions: values.Inductions,
  };
}

const checkRegistration = validatorOf(InductionOnlyRegistration);

function validateEnrolment(values: EnrolmentValues, spa: boolean): SchemaErrors {
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(checkRegistration(registrationOf(values)))) (errors[path.split('.')[0]!] ??= []).push(...(messages ?? []));
  return spa && !values.PortAccess ? mergeFieldErrors(errors, { PortAccess: [PORT_REQUIRED] }) : errors;
}

interface Props {
  company: CompanyId;
  issuingBodies: readonly IssuingBody[];
  variant: CompanyViews['enrolment'];
}

const enrolmentFailure = (error: unknown) => (isApiError(error) && (error.status === 429 || error.kind === 'network') ? failureMessage(error) : MESSAGES.unknownError);

export function EnrolmentForm({ company, issuingBodies, variant }: Props) {
  const navigate = useNavigate();
  const spa = variant === 'port-authority';
  const form = useSchemaForm<EnrolmentValues>({
    initialValues: { Firstname: '', Middlenames: '', Surname: '', Birthdate: '', Email: '', Mobilephonenumber: '', Msicnum: '', Issuingbodyid: '', PortAccess: '', Inductions: spa ? [7] : [1] },
    validate: (values) => validateEnrolment(values, spa),
  });

  const enrol = async (values: EnrolmentValues) => {
    const answer = await inductionApi.registerInductionOnly({ body: registrationOf(values) });
    if (answer.result && answer.data) {
      navigate(href('inductionStatus', { id: answer.data.Id, randomId: answer.data.RandomId }));
      return;
    }
    form.setServerErrors({ Msicnum: [answer.err || invalidEnrolmentCardNumberMessage(spa ? COMPANIES[company].supportPhone : undefined)] });
  };

  return (
    <Form form={form} onSubmit={enrol} failure={enrolmentFailure} aria-label="Induction enrolment">
      <Stack gap="md" maw={560}>
        {TEXT_FIELDS.map((f) => (
          <TextInput key={f.name} {...form.field(f.name, { label: f.label })} type={f.type ?? 'text'} autoComplete={f.autoComplete} description={f.description} required={f.required} />
        ))}
        {issuingBodies.length > 0 && (
          <Select
            {...form.field('Issuingbodyid', { label: 'Issuing body of your card (optional)', summaryLabel: 'Issuing body' })}
            placeholder="Choose the issuing body"
            data={issuingBodies.map((b) => ({ value: String(b.Id), label: b.Name }))}
          />
        )}
        {spa && (
          <Select {...form.field('PortAccess', { label: 'Port you will work at', summaryLabel: 'Port' })} placeholder="Choose a port" data={REGIONAL_PORTS.map((p) => ({ value: p, label: `Port of ${p}` }))} />
        )}
        <InductionChoice form={form} spa={spa} />
        <Text size="sm" c="dark.6">
          Your name and date of birth must match your {PRODUCT_NAME} application. We use them only to confirm your card and to record your induction.
        </Text>
        <div>
          <Button type="submit">Enrol</Button>
        </div>
      </Stack>
    </Form>
  );
}

function InductionChoice({ form, spa }: { form: SchemaForm<EnrolmentValues>; spa: boolean }) {
  const { id, error, onChange, inputRef } = form.field('Inductions', { label: 'Inductions' });
  const chosen = new Set(form.getValues().Inductions);
  const ids = spa ? [...ENROLMENT_INDUCTION_IDS].reverse() : ENROLMENT_INDUCTION_IDS;
  const toggle = (induction: InductionId, checked: boolean) => {
    const now = new Set(form.getValues().Inductions);
    if (checked) now.add(induction);
    else now.delete(induction);
    onChange(ENROLMENT_INDUCTION_IDS.filter((i) => now.has(i)));
  };
  return (
    <Fieldset legend="Inductions to take" id={`${id}-group`} className="induction-choice">
      <div ref={inputRef} className="ui-radios">
        {ids.map((induction, index) => (
          <Checkbox
            key={induction}
            id={index === 0 ? id : `${id}-${index}`}
            value={String(induction)}
            defaultChecked={chosen.has(induction)}
            label={INDUCTION_CHOICES[induction].label}
            description={INDUCTION_CHOICES[induction].description}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => toggle(induction, event.currentTarget.checked)}
          />
        ))}
      </div>
      {error && (
        <p className="ui-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </Fieldset>
  );
}
