import { APP_TYPE, PRODUCT_NAME, SITE, type Company } from 'shared-contracts';
import { cardKindOf } from 'shared-contracts/form';
import { SimpleGrid, Stack } from 'ui-kit';
import { Checkbox, Fieldset, fieldId } from 'ui-kit/form';
import { DraftRadioGroup } from '../fields/draft-radio-group';
import { DraftSelect } from '../fields/draft-select';
import { DraftTextInput } from '../fields/draft-text-input';
import { dateRanges } from '../model/date-ranges';
import type { ReferenceData } from '../model/reference-data';
import { useDraftSelect, useWizardForm } from '../form/wizard-form';

export function CardAndType({ company, reference }: { company: Company; reference: ReferenceData }) {
  const form = useWizardForm();
  const kind = useDraftSelect((d) => cardKindOf(d, company));
  const apptype = useDraftSelect((d) => d.Apptype);
  const jobReady = useDraftSelect((d) => d.Site === SITE.assetJobReady);
  const appTypes = [
    { value: APP_TYPE.standard, label: `A new ${kind ?? PRODUCT_NAME}` },
    { value: APP_TYPE.renewal, label: `A renewal of my current ${kind ?? PRODUCT_NAME}` },
    ...(kind !== 'ASIC' ? [{ value: APP_TYPE.basedOnAsic, label: `An ${PRODUCT_NAME} based on my current ASIC` }] : []),
  ];
  const asic = apptype === APP_TYPE.basedOnAsic || (apptype === APP_TYPE.renewal && kind === 'ASIC');
  const bodies = reference.issuingBodies.filter((b) => b.Cardtype === (asic ? 'ASIC' : kind ?? PRODUCT_NAME)).map((b) => ({ value: String(b.Id), label: `${b.Name} (${b.Code})` }));
  return (
    <Fieldset legend="Your card">
      <Stack gap="sm">
        {company.cardTypes.length > 1 && (
          <DraftRadioGroup path="_cardType" label="Which card do you need?" options={company.cardTypes.map((c) => ({ value: c, label: c }))} required inline />
        )}
        <DraftRadioGroup path="Apptype" label="What are you applying for?" options={appTypes} required />
        {apptype !== undefined && apptype !== APP_TYPE.standard && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DraftSelect path="Issuingbodyid" label="Issuing body of your current card" options={bodies} required numeric />
            {/* the ASIC an MSIC is based on is in the ASIC fields; the card renewed, MSIC or ASIC, is the card number (spec §4) */}
            {apptype === APP_TYPE.basedOnAsic ? (
              <DraftTextInput path="Asicnum" label="Current ASIC number" required maxLength={10} />
            ) : (
              <DraftTextInput path="Msicnum" label={`Current ${asic ? 'ASIC' : PRODUCT_NAME} number`} required maxLength={asic ? 10 : 12} />
            )}
            {apptype === APP_TYPE.basedOnAsic && <DraftTextInput path="Asicexpirydate" label="Expiry date of your ASIC" type="date" required {...dateRanges().asicExpiry} />}
          </SimpleGrid>
        )}
        {/* issue 39: only where the variant offers one, for the card chosen (no Job Ready MSIC at an airport) */}
        {company.views.step3 === 'card-and-employer' && company.offersJobReady && (
          <Checkbox
            id={fieldId('Site')}
            label={`I do not have an employer yet: apply for a Job Ready ${kind ?? company.cardTypes.join(' or ')}`}
            description="A Job Ready card lasts 2 years and needs no operational need."
            checked={jobReady}
            onChange={(event) => form.setValue('Site', event.currentTarget.checked ? SITE.assetJobReady : company.defaultSite)}
          />
        )}
      </Stack>
    </Fieldset>
  );
}

