import { formatAbn, isValidAbn, normaliseAbn } from 'shared-contracts/validators';
import { TextInput } from 'ui-kit/forms';
import type { AbnLookup } from './lookup-abn';
import { fieldId } from './signing-values';

interface AbnFieldProps {
  value: string;
  error: string | undefined;
  lookup: AbnLookup | null;
  onChange(value: string): void;
  /** spec §5: the ABN is looked up on blur */
  onLookup(value: string): void;
}

function lookupNote(lookup: AbnLookup | null, value: string): string {
  if (!lookup || lookup.abn !== normaliseAbn(value)) return '11 digits; spaces are fine. We check it with the Australian Business Register.';
  if (lookup.state === 'checking') return 'Checking the ABN…';
  if (lookup.state === 'found') return `Registered to ${lookup.entityName}.`;
  if (lookup.state === 'failed') return 'We could not check this ABN right now. You can carry on.';
  return lookup.entityName ? `Registered to ${lookup.entityName}.` : '11 digits; spaces are fine.';
}

/** The organisation's ABN, with the register lookup on blur (spec §5). */
export function AbnField({ value, error, lookup, onChange, onLookup }: AbnFieldProps) {
  return (
    <TextInput
      id={fieldId('Abn')}
      label="ABN of the organisation"
      description={<span aria-live="polite">{lookupNote(lookup, value)}</span>}
      inputMode="numeric"
      required
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        const abn = e.currentTarget.value;
        if (isValidAbn(abn)) {
          onChange(formatAbn(abn));
          onLookup(abn);
        }
      }}
    />
  );
}
