import { useState } from 'react';
import { FIELD_MESSAGES, getApi, isApiError } from 'shared-contracts/api';
import { abnLookupProblem, isValidAbn, normaliseAbn } from 'shared-contracts/validators';
import { Stack, Text } from 'ui-kit';
import { TextInput } from 'ui-kit/forms';
import { useFieldError } from '../fields/field-errors-context';
import { useFieldChange } from '../fields/use-field-change';
import { fieldId } from '../model/draft-path';
import { updateDraft, useDraft } from '../model/use-draft';

/**
 * The ABN of a self-employed applicant (spec §5): 11 digits with optional spaces, checked by its checksum, then
 * looked up on blur. Not found or not active is an error; a failed lookup does not block.
 */
export function AbnField() {
  const draft = useDraft();
  const change = useFieldChange();
  const { error, onBlur } = useFieldError('_abn');
  const [lookupError, setLookupError] = useState<string | undefined>();

  async function lookUp() {
    onBlur();
    const abn = draft._abn;
    if (!abn || !isValidAbn(abn) || draft._id === undefined) return;
    try {
      const result = await getApi().call('lookupFormAbn', { params: { id: draft._id, abn: normaliseAbn(abn) } });
      updateDraft((d) => ({ ...d, _abr: result }));
      setLookupError(abnLookupProblem(result) === 'not-active' ? FIELD_MESSAGES.abnNotActive : undefined);
    } catch (e) {
      if (isApiError(e) && e.status === 404) {
        updateDraft((d) => ({ ...d, _abr: null }));
        setLookupError(FIELD_MESSAGES.abnNotFound);
      } else setLookupError(undefined); // lookup errors do not block (spec §5)
    }
  }

  return (
    <Stack gap={4}>
      <TextInput
        id={fieldId('_abn')}
        label="Your ABN"
        description="11 digits, spaces allowed"
        withAsterisk
        maxLength={14}
        inputMode="numeric"
        value={draft._abn ?? ''}
        error={error ?? lookupError}
        onBlur={() => void lookUp()}
        onChange={(event) => change('_abn', event.currentTarget.value || undefined)}
      />
      {draft._abr && !lookupError && (
        <Text size="sm" role="status">
          {draft._abr.EntityName} ({draft._abr.AbnStatus})
        </Text>
      )}
    </Stack>
  );
}
