import { getApi } from 'shared-contracts/api';
import { SignaturePad } from 'ui-kit/signature';
import { useFieldError } from '../fields/field-errors-context';
import { fieldId } from '../model/draft-path';
import { updateDraft, useDraft } from '../model/use-draft';

/**
 * The signature of a self-employed applicant or private pilot (spec §4, §5, §6): empty until drawing starts,
 * cleared when too small; a valid one is kept with the draft and saved beside the form.
 */
export default function ApplicantSignature() {
  const draft = useDraft();
  const { error } = useFieldError('_signatureFile');
  return (
    <SignaturePad
      id={fieldId('_signatureFile')}
      label="Sign to confirm your operational need"
      description="Draw your signature in the box with a mouse, pen or finger."
      error={error}
      value={draft._signatureFile ?? null}
      onChange={(signature) => {
        updateDraft((d) => ({ ...d, _signatureFile: signature }));
        if (signature && draft._id !== undefined) void getApi().call('saveSignature', { params: { id: draft._id }, body: { signature } }).catch(() => undefined);
      }}
    />
  );
}
