import type { SignatureMethod } from 'shared-contracts/validators';
import { Stack, Text, Title } from 'ui-kit';
import { Radio, TextInput } from 'ui-kit/forms';
import { SignaturePad, TypedSignature } from 'ui-kit/signature';
import type { SectionProps } from './section-props';

/**
 * Signing (spec §4, §5; decision 029): draw on the pad (over 50 px), or type the full name, which is shown as the
 * signature and marked as typed on the letter. The choice is a radio group, so a keyboard reaches either way.
 */
export function SignatureSection({ f, airportsKnown }: SectionProps & { airportsKnown: boolean }) {
  const method = f.useValue<SignatureMethod>('_signatureMethod');
  const typed = f.useValue<string>('_signatureTyped');
  const signature = f.field('_signature', { label: 'Your signature' });
  const { id: _typedId, error: _typedError, onBlur: _typedBlur, onChange: typedChange, ...typedField } = f.field('_signatureTyped', { label: 'Type your full name' });
  const clearSignatureError = () => {
    if (f.form.errors._signature) f.form.clearFieldError('_signature');
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Sign the form
      </Title>
      <Text>
        By signing you confirm that the applicant has the operational need described above{airportsKnown ? ' at the airports ticked' : ''}, and that your answers
        are true and correct.
      </Text>
      <Radio.Group key={f.key('_signatureMethod')} {...f.field('_signatureMethod', { label: 'How do you want to sign?' })}>
        <Stack gap={6} mt={6}>
          <Radio value="drawn" label="Draw my signature with a mouse, pen or finger" />
          <Radio value="typed" label="Type my full name as my signature" description="No mouse or touch needed. The letter will say the signature was typed." />
        </Stack>
      </Radio.Group>
      {method === 'typed' ? (
        <Stack gap="xs">
          <TextInput
            key={f.key('_signatureTyped')}
            {...typedField}
            id={signature.id}
            error={signature.error}
            description="Your first name and surname as you gave them above (middle names are fine)."
            autoComplete="name"
            onChange={(e) => {
              typedChange(e);
              clearSignatureError();
            }}
            onBlur={() => f.form.validateField('_signature')}
          />
          <TypedSignature name={typed} />
        </Stack>
      ) : (
        <SignaturePad
          id={signature.id}
          label="Your signature"
          description="Sign with your mouse, a pen or your finger. A signature that is too small is cleared."
          error={signature.error}
          value={f.getValues()._signature ?? undefined}
          onChange={(value) => {
            f.form.setFieldValue('_signature', value, { forceUpdate: false });
            if (value) clearSignatureError();
          }}
        />
      )}
    </Stack>
  );
}
