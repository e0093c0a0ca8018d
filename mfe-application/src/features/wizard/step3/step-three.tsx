import { lazy, memo, Suspense, useCallback } from 'react';
import { ACCESS_CARD_ID, REGIONAL_PORTS, SITE, type Company } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { cardKindOf, needsApplicantSignature, validateStep3 } from 'shared-contracts/form';
import { Skeleton, Stack } from 'ui-kit';
import { Checkbox, Fieldset, fieldId } from 'ui-kit/form';
import { DraftSelect } from '../fields/draft-select';
import type { ReferenceData } from '../model/reference-data';
import { useDraftSelect, useWizardForm } from '../form/wizard-form';
import { StepForm } from '../step-form';
import { AbnField } from './abn-field';
import { AirportsChoice } from './airports-choice';
import { CardAndType } from './card-and-type';
import { EmployerDetails } from './employer-details';
import { ExpiryChoice } from './expiry-choice';
import { OperationalNeedFields } from './operational-need';
import { OperationalNeedLetter } from './operational-need-letter';
import { loadedLocalities } from 'shared-contracts/form';

const ApplicantSignature = lazy(() => import('./applicant-signature'));
const PORTS = REGIONAL_PORTS.map((p) => ({ value: p, label: p }));

// memo: the wizard screen renders on progress and status changes that do not concern the step
export const StepThree = memo(function StepThree({ total, company, reference }: { total: number; company: Company; reference: ReferenceData }) {
  const form = useWizardForm();
  const jobReady = useDraftSelect((d) => d.Site === SITE.assetJobReady);
  const type = useDraftSelect((d) => d.ExtraData?.OpNeedType);
  const selfEmployedFlag = useDraftSelect((d) => d.Company === 'Y');
  const accessCard = useDraftSelect((d) => d.AccessCardId === ACCESS_CARD_ID);
  const asic = useDraftSelect((d) => cardKindOf(d, company) === 'ASIC');
  const signs = useDraftSelect((d) => needsApplicantSignature(d));
  const validate = useCallback(
    (d: ApplicantDraft) =>
      validateStep3(d, company, { issuingBodies: reference.issuingBodies, operationalNeeds: reference.operationalNeeds, accessFrequencies: reference.accessFrequencies, localities: loadedLocalities }),
    [company, reference],
  );
  return (
    <StepForm step={3} total={total} validate={validate}>
      <CardAndType company={company} reference={reference} />
      <Fieldset legend="Card duration">
        <ExpiryChoice company={company} />
      </Fieldset>
      {company.views.step3 === 'spa-employment' && (
        <Fieldset legend="Port access">
          <Stack gap="sm">
            <DraftSelect path="ExtraData.PortAccess" label="Which port do you need access to?" options={PORTS} required />
            <Checkbox
              id={fieldId('AccessCardId')}
              label="I also need a port access card"
              checked={accessCard}
              onChange={(event) => form.setValue('AccessCardId', event.currentTarget.checked ? ACCESS_CARD_ID : null)}
            />
          </Stack>
        </Fieldset>
      )}
      {asic && <AirportsChoice reference={reference} />}
      {!jobReady && <OperationalNeedFields company={company} reference={reference} />}
      {!jobReady && type === 'employer' && <EmployerDetails />}
      {!jobReady && (type === 'self employed' || selfEmployedFlag) && (
        <Fieldset legend="Your business">
          <AbnField />
        </Fieldset>
      )}
      {!jobReady && signs && (
        <Fieldset legend="Your signature">
          <Stack gap="sm">
            <Suspense fallback={<Skeleton height={200} />}>
              <ApplicantSignature />
            </Suspense>
            <OperationalNeedLetter reference={reference} />
          </Stack>
        </Fieldset>
      )}
    </StepForm>
  );
});
