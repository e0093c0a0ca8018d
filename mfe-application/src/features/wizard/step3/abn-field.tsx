import { useEffect } from 'react';
import { sessionStore } from 'shared-contracts';
import { FIELD_MESSAGES, getApi, type ApplicantDraft } from 'shared-contracts/api';
import { abnLookupProblem, normaliseAbn } from 'shared-contracts/validators';
import { AbnField as AbnInput, useAbnLookup } from 'ui-kit/abn';
import { useDraftValue, useWizardForm } from '../form/wizard-form';
import { updateDraft } from '../model/use-draft';

/**
 * The ABN of a self-employed applicant (spec §5): the one ABN field of ui-kit, bound to the wizard's form. On blur
 * it shows a bad checksum, an ABN the register does not hold and one that is not active next to the field; a
 * checksum-valid ABN no register can confirm is accepted as not verified and a failed lookup does not block
 * (decision 028). What the register said is kept on the draft as `_abr`, which step 3's validator and the
 * operational-need letter read.
 */
export function AbnField() {
  const form = useWizardForm();
  const abr = useDraftValue<ApplicantDraft['_abr']>('_abr');
  const field = form.field('_abn', { label: 'Your ABN', parse: (v) => (v === '' ? undefined : v) });
  const lookup = useAbnLookup(
    (abn) => {
      const id = sessionStore.getState().applicant?._id;
      return id === undefined ? Promise.reject(new Error('the form has no id yet')) : getApi().call('lookupFormAbn', { params: { id, abn } });
    },
    (settled) => updateDraft((d) => ({ ...d, _abr: 'result' in settled ? (settled.result ?? null) : null })),
  );

  // a draft that comes back to step 3 shows what the register said of its ABN, without asking again
  useEffect(() => {
    const abn = sessionStore.getState().applicant?._abn;
    if (!abn || !abr || lookup.lookup) return;
    const known = normaliseAbn(abn);
    if (abr.Verified === false) lookup.set({ abn: known, state: 'not-verified', result: abr });
    else if (abnLookupProblem(abr) === 'not-active') lookup.set({ abn: known, state: 'problem', problem: FIELD_MESSAGES.abnNotActive, result: abr });
    else lookup.set({ abn: known, state: 'found', result: abr });
  }, [abr]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <AbnInput
      key={form.key('_abn')}
      id={field.id}
      label="Your ABN"
      required
      defaultValue={field.defaultValue}
      error={field.error}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      lookup={lookup}
    />
  );
}
