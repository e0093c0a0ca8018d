import type { ReactNode } from 'react';
import { Group, Stack } from 'ui-kit';
import { Radio } from 'ui-kit/forms';
import { fieldId } from '../model/draft-path';
import { useDraftValue, useWizardForm } from '../form/wizard-form';
import type { SelectOption } from './draft-select';

/**
 * Radio buttons bound to a draft path. Controlled by the draft's value (a click re-renders this group only), so
 * that `onChoose` can replace the plain change (the expiry-year choice opens a confirm modal first, and a cancel
 * leaves the choice as it was).
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
  const form = useWizardForm();
  const value = useDraftValue(path);
  const { onChange, onBlur, error } = form.field(path, { label, parse: (v) => (numeric ? Number(v) : v) });
  const Layout = inline ? Group : Stack;
  return (
    <Radio.Group
      id={`${fieldId(path)}-group`}
      label={label}
      withAsterisk={required}
      value={value === undefined || value === null ? '' : String(value)}
      error={error}
      onBlur={onBlur}
      onChange={(v) => (onChoose ? onChoose(v) : onChange(v))}
    >
      <Layout gap="xs" mt="xs">
        {options.map((o, i) => (
          <Radio key={o.value} value={o.value} label={o.label} id={i === 0 ? fieldId(path) : `${fieldId(path)}-${o.value.replace(/\W/g, '_')}`} />
        ))}
      </Layout>
    </Radio.Group>
  );
}
