import type { ReactNode } from 'react';
import { Group, Stack } from 'ui-kit';
import { Radio } from 'ui-kit/forms';
import { fieldId, getAtPath } from '../model/draft-path';
import { useDraft } from '../model/use-draft';
import { useFieldError } from './field-errors-context';
import { useFieldChange } from './use-field-change';
import type { SelectOption } from './draft-select';

/**
 * Radio buttons bound to a draft path. `onChoose` replaces the plain change (the expiry-year choice opens a
 * confirm modal first).
 */
export function DraftRadioGroup({
  path,
  label,
  options,
  required,
  numeric,
  inline,
  onChoose,
}: {
  path: string;
  label: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  numeric?: boolean;
  inline?: boolean;
  onChoose?: (value: string) => void;
}) {
  const draft = useDraft();
  const change = useFieldChange();
  const { error, onBlur } = useFieldError(path);
  const value = getAtPath(draft, path);
  const Layout = inline ? Group : Stack;
  return (
    <Radio.Group
      id={`${fieldId(path)}-group`}
      label={label}
      withAsterisk={required}
      value={value === undefined || value === null ? '' : String(value)}
      error={error}
      onBlur={onBlur}
      onChange={(v) => (onChoose ? onChoose(v) : change(path, numeric ? Number(v) : v))}
    >
      <Layout gap="xs" mt="xs">
        {options.map((o, i) => (
          <Radio key={o.value} value={o.value} label={o.label} id={i === 0 ? fieldId(path) : `${fieldId(path)}-${o.value.replace(/\W/g, '_')}`} />
        ))}
      </Layout>
    </Radio.Group>
  );
}
