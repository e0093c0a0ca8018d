import type { ReactNode } from 'react';
import { Checkbox } from 'ui-kit/forms';
import { fieldId, getAtPath } from '../model/draft-path';
import { useDraft } from '../model/use-draft';
import { useFieldError } from './field-errors-context';
import { useFieldChange } from './use-field-change';

/** A checkbox bound to a boolean of the draft. */
export function DraftCheckbox({ path, label, description }: { path: string; label: ReactNode; description?: ReactNode }) {
  const draft = useDraft();
  const change = useFieldChange();
  const { error, onBlur } = useFieldError(path);
  return (
    <Checkbox
      id={fieldId(path)}
      label={label}
      description={description}
      checked={getAtPath(draft, path) === true}
      error={error}
      onBlur={onBlur}
      onChange={(event) => change(path, event.currentTarget.checked)}
    />
  );
}
