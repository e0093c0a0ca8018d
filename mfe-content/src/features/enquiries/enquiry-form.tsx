import { useRef, useState, type FormEvent } from 'react';
import { MESSAGES, isApiError, rateLimitMessage, type EnquiryType, type FieldErrorMap } from 'shared-contracts/api';
import { Button, Group, Paper, Stack, Text, Title } from 'ui-kit';
import { ErrorSummary, TextInput, Textarea } from 'ui-kit/forms';
import { CAPTCHA_FIELD_ID, CaptchaCheck } from './captcha-check';
import { EMPTY_ENQUIRY, toEnquiry, validateEnquiry, type EnquiryValues } from './enquiry-values';
import { sendEnquiry } from './send-enquiry';

type Field = keyof EnquiryValues;

const FIELD_ORDER: (Field | 'captcha')[] = ['Firstname', 'Surname', 'Email', 'Phone', 'Company', 'CardsRequired', 'CardNum', 'Message', 'captcha'];

const fieldId = (field: Field | 'captcha') => (field === 'captcha' ? CAPTCHA_FIELD_ID : `enquiry-${field}`);

/**
 * The contact form (general enquiries, with card number) and the company-account form (company and cards
 * required): spec §3, §5 "a valid form and a solved captcha", §8 captcha errors.
 */
export function EnquiryForm({ type }: { type: EnquiryType }) {
  const [values, setValues] = useState<EnquiryValues>(EMPTY_ENQUIRY);
  const [captcha, setCaptcha] = useState('');
  const [captchaReset, setCaptchaReset] = useState(0);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();
  const sentRef = useRef<HTMLDivElement>(null);
  const company = type === 'Company Enquiries';

  const errorOf = (field: Field | 'captcha') => errors[field]?.[0];
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (submitted) setErrors((e) => ({ ...e, [field]: [] }));
  };
  const input = (field: Field) => ({
    id: fieldId(field),
    value: values[field],
    error: errorOf(field),
    onChange: (event: { currentTarget: { value: string } }) => set(field)(event.currentTarget.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    const enquiry = toEnquiry(type, values, captcha);
    const found = validateEnquiry(enquiry);
    setErrors(found);
    if (Object.values(found).some((list) => list.length > 0)) return;
    setSending(true);
    try {
      const answer = await sendEnquiry(enquiry);
      if (!answer.result) {
        // spec §8: a failed captcha result shows the captcha error, and a new check is needed
        setCaptchaReset((n) => n + 1);
        setErrors({ captcha: [answer.message || MESSAGES.captchaFailed] });
        return;
      }
      setSent(answer.message ?? 'Thank you. Your enquiry has been sent.');
      setValues(EMPTY_ENQUIRY);
      setSubmitted(false);
      setCaptchaReset((n) => n + 1);
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        setErrors(error.fieldErrors);
      } else if (isApiError(error) && error.status === 429) {
        setFailure(rateLimitMessage(error));
      } else {
        // spec §8: a network failure resets the captcha silently (no captcha error)
        setCaptchaReset((n) => n + 1);
        setFailure('We could not send your enquiry. Check your internet connection and try again.');
      }
    } finally {
      setSending(false);
    }
  }

  const summary = FIELD_ORDER.flatMap((field) => (errorOf(field) ? [{ fieldId: fieldId(field), message: errorOf(field)! }] : []));

  return (
    <Stack gap="md" maw={640}>
      {sent && (
        // a panel of the page frame rather than the widgets layer's Alert: this screen stays light
        <Paper ref={sentRef} tabIndex={-1} role="status" withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-green-8)', borderWidth: 2 }}>
          <Title order={2} size="h4" c="green.9">
            Enquiry sent
          </Title>
          <Text mt="xs">{sent}</Text>
          <Text mt="xs">We have emailed you a copy. We reply within 2 business days.</Text>
        </Paper>
      )}
      {submitted && <ErrorSummary errors={summary} />}
      {failure && (
        <Paper role="alert" withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 }}>
          <Title order={2} size="h4" c="red.9">
            Your enquiry was not sent
          </Title>
          <Text mt="xs">{failure}</Text>
        </Paper>
      )}
      <form noValidate onSubmit={submit} aria-label={company ? 'Company account enquiry' : 'General enquiry'}>
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label="First name" autoComplete="given-name" required {...input('Firstname')} />
            <TextInput label="Surname" autoComplete="family-name" required {...input('Surname')} />
          </Group>
          <TextInput label="Email address" type="email" autoComplete="email" required {...input('Email')} />
          <TextInput label="Phone number" description="Optional. We may call you if it is quicker." type="tel" autoComplete="tel" {...input('Phone')} />
          {company ? (
            <>
              <TextInput label="Company name" autoComplete="organization" required {...input('Company')} />
              <TextInput
                label="Number of cards required"
                description="About how many cards your organisation needs in the next 12 months."
                inputMode="numeric"
                required
                {...input('CardsRequired')}
              />
            </>
          ) : (
            <TextInput label="Card or tracking number" description="Optional: your MSIC or ASIC number, or your tracking number (VEP or VEA followed by 7 digits)." {...input('CardNum')} />
          )}
          <Textarea label={company ? 'Tell us about your organisation' : 'Your enquiry'} autosize minRows={5} maxRows={14} required {...input('Message')} />
          <CaptchaCheck onSolved={setCaptcha} error={errorOf('captcha')} resetKey={captchaReset} />
          <Group>
            <Button type="submit" loading={sending}>
              Send enquiry
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

