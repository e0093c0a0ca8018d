import { href } from 'shared-contracts';
import { CERTIFICATE_CODE_PATTERN, normaliseCertificateCode } from 'shared-contracts/induction';
import { Group } from 'ui-kit';
import { Button, Form, TextInput, useSchemaForm } from 'ui-kit/form';
import { useNavigate } from 'ui-kit/router';

const INVALID = 'Enter the 12-character code printed on the certificate, for example 7K2M-9XQD-4RTB.';

const validateCertificateCode = ({ code }: { code: string }) => (CERTIFICATE_CODE_PATTERN.test(normaliseCertificateCode(code.trim())) ? {} : { code: [INVALID] });

export function CertificateCodeForm() {
  const navigate = useNavigate();
  const form = useSchemaForm({ initialValues: { code: '' }, validate: validateCertificateCode });
  return (
    <Form form={form} aria-label="Check a certificate" onSubmit={({ code }) => navigate(href('inductionCertificate', { code: normaliseCertificateCode(code.trim()) }))}>
      <Group align="flex-end" gap="sm">
        <TextInput
          {...form.field('code', { label: 'Verification code' })}
          description="As printed on the certificate: XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          className="induction-code-field"
        />
        <Button type="submit">Check the certificate</Button>
      </Group>
    </Form>
  );
}
