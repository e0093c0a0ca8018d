import { useRef, useState } from 'react';
import { isApiError, rateLimitMessage } from 'shared-contracts';
import { ContactEnquiry, contentApi, MESSAGES, type EnquiryType } from 'shared-contracts/content';
import { Group, Paper, Stack, Text, Title } from 'ui-kit';
import { Button, Form, TextInput, Textarea, useSchemaForm, validatorOf } from 'ui-kit/form';
import { CaptchaCheck } from './captcha-check';
import { EMPTY_ENQUIRY, toEnquiry, type EnquiryValues } from './enquiry-values';

const NOT_SENT = 'We could not send your enquiry. Check your internet connection and try again.';

const validateEnquiry = validatorOf(ContactEnquiry);

const notSent = (error: unknown) => (isApiError(error) && error.status === 429 ? rateLimitMessage(error) : NOT_SENT);

export function EnquiryForm({ type }: { type: EnquiryType }) {
  // the solution is not a typed value: solving or resetting it must not clear the errors shown
  const captcha = useRef('');
  const form = useSchemaForm<EnquiryValues>({ initialValues: EMPTY_ENQUIRY, validate: (values) => validateEnquiry(toEnquiry(type, values, captcha.current)) });
  const [captchaReset, setCaptchaReset] = useState(0);
  const [visited, setVisited] = useState(0);
  const [sent, setSent] = useState<string>();
  const sentRef = useRef<HTMLDivElement>(null);
  const company = type === 'Company Enquiries';

  async function submit(values: EnquiryValues) {
    setSent(undefined);
    let answer;
    try {
      answer = await contentApi.mailContactUs({ body: toEnquiry(type, values, captcha.current) });
    } catch (error) {
      // spec §8: a failure that is not about a field resets the captcha silently
      if (!(isApiError(error) && (error.status === 429 || Object.keys(error.fieldErrors).length > 0))) setCaptchaReset((n) => n + 1);
      throw error;
    }
    setCaptchaReset((n) => n + 1);
    if (!answer.result) {
      form.setServerErrors({ captcha: [answer.message || MESSAGES.captchaFailed] });
      return;
    }
    setSent(answer.message ?? 'Thank you. Your enquiry has been sent.');
    form.setValues(EMPTY_ENQUIRY);
    form.clearErrors();
    requestAnimationFrame(() => sentRef.current?.focus());
  }

  return (
    <Stack gap="md" maw={640} onFocusCapture={() => setVisited(1)} onPointerDownCapture={() => setVisited(1)}>
      {sent && (
        <Paper ref={sentRef} tabIndex={-1} role="status" withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-green-8)', borderWidth: 2 }}>
          <Title order={2} size="h4" c="green.9">
            Enquiry sent
          </Title>
          <Text mt="xs">{sent}</Text>
          <Text mt="xs">We have emailed you a copy. We reply within 2 business days.</Text>
        </Paper>
      )}
      <Form form={form} onSubmit={submit} failure={notSent} aria-label={company ? 'Company account enquiry' : 'General enquiry'}>
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput {...form.field('Firstname', { label: 'First name' })} autoComplete="given-name" required />
            <TextInput {...form.field('Surname', { label: 'Surname' })} autoComplete="family-name" required />
          </Group>
          <TextInput {...form.field('Email', { label: 'Email address' })} type="email" autoComplete="email" required />
          <TextInput {...form.field('Phone', { label: 'Phone number' })} description="Optional. We may call you if it is quicker." type="tel" autoComplete="tel" />
          {company ? (
            <>
              <TextInput {...form.field('Company', { label: 'Company name' })} autoComplete="organization" required />
              <TextInput
                {...form.field('CardsRequired', { label: 'Number of cards required' })}
                description="About how many cards your organisation needs in the next 12 months."
                inputMode="numeric"
                required
              />
            </>
          ) : (
            <TextInput {...form.field('CardNum', { label: 'Card or tracking number' })} description="Optional: your MSIC or ASIC number, or your tracking number (VEP or VEA followed by 7 digits)." />
          )}
          <Textarea {...form.field('Message', { label: company ? 'Tell us about your organisation' : 'Your enquiry' })} autosize minRows={5} maxRows={14} required />
          <CaptchaCheck field={form.field('captcha')} onSolved={(solution) => (captcha.current = solution)} resetKey={captchaReset} ahead={visited} />
          <Group>
            <Button type="submit">Send enquiry</Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
