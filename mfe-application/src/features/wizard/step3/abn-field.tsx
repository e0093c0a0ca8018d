import { getApi, type ApplicantDraft } from 'shared-contracts/api';
import { normaliseAbn } from 'shared-contracts/validators';
import { abnLookupOf, AbnField as AbnInput, type AbnLookup } from 'ui-kit/form';
import { useWizardForm } from '../form/wizard-form';
import { draftHome } from '../model/draft';

/** What the register said of the draft's ABN (its `_abr`), shown again without a call when the applicant comes back. */
const knownLookup = ({ _abn: abn, _abr: abr }: ApplicantDraft): AbnLookup | undefined => (abn && abr ? abnLookupOf(normaliseAbn(abn), abr) : undefined);

/**
 * The ABN of a self-employed applicant (spec §5): ui-kit/form's ABN field, bound to the wizard's form. On blur it
 * shows a bad checksum, an ABN the register does not hold and one that is not active next to the field; a
 * checksum-valid ABN no register can confirm is accepted as not verified and a failed lookup does not block
 * (decision 028). What the register said is kept on the draft as `_abr`, which step 3's validator and the
 * operational-need letter read.
 */
export function AbnField() {
  const form = useWizardForm();
  return (
    <AbnInput
      {...form.field('_abn', { label: 'Your ABN', parse: (v) => (v === '' ? undefined : v) })}
      required
      known={knownLookup(form.getValues())}
      lookup={(abn) => {
        const id = draftHome.get()?._id;
        return id === undefined ? Promise.reject(new Error('the form has no id yet')) : getApi().call('lookupFormAbn', { params: { id, abn } });
      }}
      onLookup={(settled) => form.setValue('_abr', 'result' in settled ? (settled.result ?? null) : null)}
    />
  );
}
