import { useState, type FormEvent } from 'react';
import { CERTIFICATE_CODE_PATTERN, href, normaliseCertificateCode } from 'shared-contracts';
import { Button, Group } from 'ui-kit';
import { TextInput } from 'ui-kit/fields';
import { useNavigate } from 'ui-kit/router';

const INVALID = 'Enter the 12-character code printed on the certificate, for example 7K2M-9XQD-4RTB.';

/** Asks for a certificate's verification code and opens its check page. */
export function CertificateCodeForm({ initial = '', label = 'Verification code' }: { initial?: string; label?: string }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseCertificateCode(value.trim());
    if (!CERTIFICATE_CODE_PATTERN.test(code)) {
      setError(INVALID);
      return;
    }
    setError(null);
    navigate(href('inductionCertificate', { code }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Check a certificate">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          description="As printed on the certificate: XXXX-XXXX-XXXX"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit">Check the certificate</Button>
      </Group>
    </form>
  );
}
