import { useEffect, useRef, type ReactNode } from 'react';
import type { SignatureMethod } from 'shared-contracts/signing';
import { Box, Stack, Text, Title } from 'ui-kit';
import { Button, RadioGroup, TextInput, type SchemaForm } from 'ui-kit/form';
import { useSignatureCode } from './signature-code';
import type { SigningValues } from './signing-values';

const PAD_HEIGHT = 200;
const PAD_LABEL = 'Your signature';
const PAD_DESCRIPTION = 'Sign with your mouse, a pen or your finger. A signature that is too small is cleared.';

function PadPlaceholder({ id, error, failed, retry }: { id: string; error: ReactNode; failed: boolean; retry(): void }) {
  return (
    <Box
      id={id}
      role="group"
      tabIndex={-1}
      aria-labelledby={`${id}-label`}
      aria-describedby={[`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      aria-busy={!failed}
      style={{ outlineOffset: 4 }}
    >
      <Text id={`${id}-label`} fw={700} mb={4}>
        {PAD_LABEL}
      </Text>
      <Text id={`${id}-description`} size="sm" c="dark.6" mb={8}>
        {PAD_DESCRIPTION}
      </Text>
      {error && (
        <Text id={`${id}-error`} size="sm" fw={700} c="red.9" mb={8}>
          {error}
        </Text>
      )}
      <Box
        data-testid="signature-placeholder"
        style={{ height: PAD_HEIGHT, border: '2px solid #6f777b', borderRadius: 4, background: '#ffffff', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12, padding: 16, textAlign: 'center' }}
      >
        {failed ? (
          <>
            <Text size="sm" c="red.9" role="alert">
              The signature box could not be loaded. Check your internet connection and try again, or type your name as your signature above.
            </Text>
            <Button variant="light" onClick={retry}>
              Try again
            </Button>
          </>
        ) : (
          <Text size="sm" c="dark.6">
            Loading the signature box…
          </Text>
        )}
      </Box>
      <Box mt={8} h={36} />
    </Box>
  );
}

export function SignatureSection({ f, airportsKnown }: { f: SchemaForm<SigningValues>; airportsKnown: boolean }) {
  const method = f.useValue<SignatureMethod>('_signatureMethod');
  const typed = f.useValue<string>('_signatureTyped');
  const signature = f.field('_signature', { label: PAD_LABEL });
  const typedField = f.field('_signatureTyped', { label: 'Type your full name' });
  const { code, failed, load } = useSignatureCode();
  const sectionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (code) return undefined;
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver !== 'function') {
      load();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [code, load]);
  const clearSignatureError = () => {
    if (f.mantine.errors._signature) f.mantine.clearFieldError('_signature');
  };
  return (
    <Stack gap="sm" ref={sectionRef}>
      <Title order={2} size="h3">
        Sign the form
      </Title>
      <Text>
        By signing you confirm that the applicant has the operational need described above{airportsKnown ? ' at the airports ticked' : ''}, and that your answers
        are true and correct.
      </Text>
      <RadioGroup
        {...f.field('_signatureMethod', { label: 'How do you want to sign?' })}
        options={[
          { value: 'drawn', label: 'Draw my signature with a mouse, pen or finger' },
          { value: 'typed', label: 'Type my full name as my signature', description: 'No mouse or touch needed. The letter will say the signature was typed.' },
        ]}
      />
      {method === 'typed' ? (
        <Stack gap="xs">
          <TextInput
            {...typedField}
            id={signature.id}
            error={signature.error}
            inputRef={(element) => {
              typedField.inputRef(element);
              signature.inputRef(element);
            }}
            description="Your first name and surname as you gave them above (middle names are fine)."
            autoComplete="name"
            onChange={(event) => {
              typedField.onChange(event);
              clearSignatureError();
            }}
            onBlur={signature.onBlur}
          />
          {code && <code.TypedSignature name={typed} />}
        </Stack>
      ) : (
        <div ref={signature.inputRef}>
          {code ? (
            <code.SignaturePad
              id={signature.id}
              label={PAD_LABEL}
              description={PAD_DESCRIPTION}
              height={PAD_HEIGHT}
              error={signature.error}
              value={f.getValues()._signature ?? undefined}
              onChange={(value) => {
                signature.onChange(value);
                if (value) clearSignatureError();
              }}
            />
          ) : (
            <PadPlaceholder id={signature.id} error={signature.error} failed={failed} retry={load} />
          )}
        </div>
      )}
    </Stack>
  );
}
