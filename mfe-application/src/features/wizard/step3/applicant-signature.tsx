import { useEffect } from 'react';
import { formStepsApi } from 'shared-contracts/form';
import { fieldId } from 'ui-kit/form';
import { SignaturePad } from 'ui-kit/signature';
import { useDraftValue, useFieldError, useWizardForm } from '../form/wizard-form';
import { draftHome } from '../model/draft';

export default function ApplicantSignature() {
  const signature = useDraftValue<string | undefined>('_signatureFile');
  // registers the name the error summary gives the field (the pad is not bound through form.field)
  useWizardForm().field('_signatureFile', { summaryLabel: 'Your signature' });
  useEffect(() => {
    const { _id: id, _signatureFile: kept } = draftHome.get() ?? {};
    if (id === undefined || kept) return undefined;
    let live = true;
    formStepsApi.getSignature({ params: { id } }).then(
        (answer) => {
          if (live && answer.data && !draftHome.get()?._signatureFile) draftHome.update((d) => ({ ...d, _signatureFile: answer.data ?? undefined }));
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  const error = useFieldError('_signatureFile');
  return (
    <SignaturePad
      id={fieldId('_signatureFile')}
      label="Sign to confirm your operational need"
      description="Draw your signature in the box with a mouse, pen or finger."
      error={error}
      value={signature ?? null}
      onChange={(signature) => {
        draftHome.update((d) => ({ ...d, _signatureFile: signature }));
        const id = draftHome.get()?._id;
        if (signature && id !== undefined) void formStepsApi.saveSignature({ params: { id }, body: { signature } }).catch(() => undefined);
      }}
    />
  );
}
