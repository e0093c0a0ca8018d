import { formStepsApi, type ApplicantDraft } from 'shared-contracts/form';
import { normaliseAbn } from 'shared-contracts/form';
import { abnLookupOf, AbnField as AbnInput, type AbnLookup } from 'ui-kit/form';
import { useWizardForm } from '../form/wizard-form';
import { draftHome } from '../model/draft';

const knownLookup = ({ _abn: abn, _abr: abr }: ApplicantDraft): AbnLookup | undefined => (abn && abr ? abnLookupOf(normaliseAbn(abn), abr) : undefined);

/** A failed lookup, or an ABN no register can confirm, does not block (decision 028). */
export function AbnField() {
  const form = useWizardForm();
  return (
    <AbnInput
      {...form.field('_abn', { label: 'Your ABN', parse: (v) => (v === '' ? undefined : v) })}
      required
      known={knownLookup(form.getValues())}
      lookup={(abn) => {
        const id = draftHome.get()?._id;
        return id === undefined ? Promise.reject(new Error('the form has no id yet')) : formStepsApi.lookupFormAbn({ params: { id, abn } });
      }}
      onLookup={(settled) => form.setValue('_abr', 'result' in settled ? (settled.result ?? null) : null)}
    />
  );
}
