import { useRef, useState } from 'react';
import type { EnquiryType } from 'shared-contracts/api';
import { MESSAGES } from 'shared-contracts/rules';
import { Button, Group, Paper, Stack, Text, Title } from 'ui-kit';
import { FormErrorSummary, TextInput, Textarea } from 'ui-kit/forms';
import { useIntentForm } from 'ui-kit/intent-form';
import { CAPTCHA_FIELD_ID, CaptchaCheck } from './captcha-check';
import { EMPTY_ENQUIRY, toEnquiry, type EnquiryValues } from './enquiry-values';
import { loadEnquiryCalls, type EnquiryCalls } from './load-enquiry-calls';

const fieldId = (path: string) => (path === 'captcha' ? CAPTCHA_FIELD_ID : `enquiry-${path}`);

/** spec §8: the enquiry did not reach the server (a failed call, or the form's calls that did not load) */
const NOT_SENT = 'We could not send your enquiry. Check your internet connection and try again.';

/**
 * The contact form (general enquiries, with card number) and the company-account form (company and cards
 * required): spec §3, §5 "a valid form and a solved captcha", §8 captcha errors. Built on the one form layer
 * (ui-kit useSchemaForm, docs/decisions/023), validated with the schema the API applies.
 *
 * That schema, the client and the captcha's solver are a chunk of their own (./load-enquiry-calls, issue 17), loaded
 * on intent by ui-kit's `useIntentForm`: a field left before it has loaded is checked when it arrives; "Send
 * enquiry" waits for it, then checks the whole form; if it does not arrive, the form says the enquiry was not sent
 * and keeps everything typed, and the next press loads it again.
 */
export function EnquiryForm({ type }: { type: EnquiryType }) {
  // the captcha solution is not a typed value: solving it or resetting it must not clear the errors shown
  const captcha = useRef('');
  const { form, field, onSubmit, sending, failure, setFailure, prefetch } = useIntentForm<EnquiryValues, EnquiryCalls>({
    initialValues: EMPTY_ENQUIRY,
    calls: loadEnquiryCalls,
    validate: (calls, values) => calls.validateEnquiry(toEnquiry(type, values, captcha.current)),
    notLoaded: NOT_SENT,
    fieldId,
  });
  const [captchaReset, setCaptchaReset] = useState(0);
  // the visitor has come to the form: the security check starts its work then, not at the tick (issue 39)
  const [visited, setVisited] = useState(0);
  const arrive = () => {
    prefetch();
    setVisited(1);
  };
  const [sent, setSent] = useState<string>();
  const sentRef = useRef<HTMLDivElement>(null);
  const company = type === 'Company Enquiries';
  const captchaError = form.form.errors.captcha;

  async function submit(values: EnquiryValues, { isApiError, rateLimitMessage, sendEnquiry }: EnquiryCalls) {
    try {
      const answer = await sendEnquiry(toEnquiry(type, values, captcha.current));
      if (!answer.result) {
        // spec §8: a failed captcha result shows the captcha error, and a new check is needed
        setCaptchaReset((n) => n + 1);
        form.setServerErrors({ captcha: [answer.message || MESSAGES.captchaFailed] });
        return;
      }
      setSent(answer.message ?? 'Thank you. Your enquiry has been sent.');
      form.form.reset();
      form.clearErrors();
      setCaptchaReset((n) => n + 1);
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        form.setServerErrors(error.fieldErrors);
      } else if (isApiError(error) && error.status === 429) {
        setFailure(rateLimitMessage(error));
      } else {
        // spec §8: a network failure resets the captcha silently (no captcha error)
        setCaptchaReset((n) => n + 1);
        setFailure(NOT_SENT);
      }
    }
  }

  return (
    // the calls' code starts loading when the visitor comes to the form (focus, touch or click)
    <Stack gap="md" maw={640} onFocusCapture={arrive} onPointerDownCapture={arrive}>
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
      <FormErrorSummary form={form} />
      {failure && (
        <Paper role="alert" withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 }}>
          <Title order={2} size="h4" c="red.9">
            Your enquiry was not sent
          </Title>
          <Text mt="xs">{failure}</Text>
        </Paper>
      )}
      <form noValidate onSubmit={onSubmit(submit)} aria-label={company ? 'Company account enquiry' : 'General enquiry'}>
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput key={form.key('Firstname')} {...field('Firstname', { label: 'First name' })} autoComplete="given-name" required />
            <TextInput key={form.key('Surname')} {...field('Surname', { label: 'Surname' })} autoComplete="family-name" required />
          </Group>
          <TextInput key={form.key('Email')} {...field('Email', { label: 'Email address' })} type="email" autoComplete="email" required />
          <TextInput key={form.key('Phone')} {...field('Phone', { label: 'Phone number' })} description="Optional. We may call you if it is quicker." type="tel" autoComplete="tel" />
          {company ? (
            <>
              <TextInput key={form.key('Company')} {...field('Company', { label: 'Company name' })} autoComplete="organization" required />
              <TextInput
                key={form.key('CardsRequired')}
                {...field('CardsRequired', { label: 'Number of cards required' })}
                description="About how many cards your organisation needs in the next 12 months."
                inputMode="numeric"
                required
              />
            </>
          ) : (
            <TextInput key={form.key('CardNum')} {...field('CardNum', { label: 'Card or tracking number' })} description="Optional: your MSIC or ASIC number, or your tracking number (VEP or VEA followed by 7 digits)." />
          )}
          <Textarea key={form.key('Message')} {...field('Message', { label: company ? 'Tell us about your organisation' : 'Your enquiry' })} autosize minRows={5} maxRows={14} required />
          <CaptchaCheck onSolved={(solution) => (captcha.current = solution)} error={captchaError ? String(captchaError) : undefined} resetKey={captchaReset} ahead={visited} />
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

