import { EMPLOYER_STATES, ID_TYPE, STATE_NAMES, type IdTypeId } from 'shared-contracts';
import { ID_DOCUMENT_RULES, BIRTH_CERTIFICATE_NUMBER_HINTS, ID_DOCUMENT_MAX_LENGTHS } from 'shared-contracts/form';
import { SimpleGrid, Stack, Text } from 'ui-kit';
import { Fieldset } from 'ui-kit/form';
import { DraftCheckbox } from '../fields/draft-checkbox';
import { DraftSelect } from '../fields/draft-select';
import { DraftTextInput } from '../fields/draft-text-input';
import { dateRanges } from '../model/date-ranges';
import { countryOptions } from '../model/country-options';
import type { ReferenceData } from '../model/reference-data';
import { useDraftSelect, useDraftValue } from '../form/wizard-form';

const D = '_idDocument.Details.';
const REGISTRATION_STATES = EMPLOYER_STATES.map((s) => ({ value: s, label: STATE_NAMES[s] }));

export function IdDocument({ reference }: { reference: ReferenceData }) {
  const type = useDraftValue<IdTypeId | undefined>('_idDocument.Id');
  const skipped = useDraftValue<boolean | undefined>('_skippedId');
  const single = useDraftValue<boolean | undefined>('_singlename');
  const options = (reference.idDocuments.length > 0 ? reference.idDocuments.map((d) => ({ value: String(d.Id), label: d.Name })) : Object.entries(ID_DOCUMENT_RULES).map(([id, r]) => ({ value: id, label: r.label })));
  const rule = type !== undefined ? ID_DOCUMENT_RULES[type] : undefined;
  return (
    <Fieldset legend="Proof of identity">
      <Stack gap="sm">
        <DraftCheckbox path="_skippedId" label="I will give my identity document details later" description="We will contact you before your application can be lodged." />
        {!skipped && (
          <>
            <DraftSelect path="_idDocument.Id" label="Identity document" options={options} required numeric />
            {rule && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DraftTextInput path={`${D}GivenNames`} label="Given names, as on the document" required={!single} maxLength={rule.nameMax.GivenNames} />
                <DraftTextInput path={`${D}FamilyName`} label="Family name, as on the document" required maxLength={rule.nameMax.FamilyName} />
              </SimpleGrid>
            )}
            {type === ID_TYPE.birthCertificate && <BirthCertificate />}
            {(type === ID_TYPE.citizenship || type === ID_TYPE.descent) && <CitizenshipCertificate descent={type === ID_TYPE.descent} />}
            {type === ID_TYPE.immicard && <DraftTextInput path={`${D}ImmicardNumber`} label="ImmiCard number" description="EIS, PRE, RDI or AMS followed by 6 digits" required maxLength={9} />}
            {(type === ID_TYPE.visa || type === ID_TYPE.protectionVisa) && <Visa reference={reference} />}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

function BirthCertificate() {
  const state = useDraftSelect((d) => d._idDocument?.Details?.RegistrationState);
  const hint = state ? BIRTH_CERTIFICATE_NUMBER_HINTS[state] : undefined;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DraftSelect path={`${D}RegistrationState`} label="State of registration" options={REGISTRATION_STATES} required />
        <DraftTextInput path={`${D}RegistrationNumber`} label="Registration number" description={hint ? `For this state: ${hint}` : undefined} required maxLength={10} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DraftTextInput path={`${D}RegistrationDate`} label="Registration date" type="date" description="Or give the registration year only" {...dateRanges().pastDate} />
        <DraftTextInput path={`${D}RegistrationYear`} label="Registration year" maxLength={4} />
      </SimpleGrid>
    </Stack>
  );
}

function CitizenshipCertificate({ descent }: { descent: boolean }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DraftTextInput path={`${D}StockNumber`} label="Stock number" description="4 to 11 letters and numbers" required maxLength={ID_DOCUMENT_MAX_LENGTHS.stockNumber} />
        <DraftTextInput path={`${D}RegistrationDate`} label="Date citizenship was acquired" type="date" required {...dateRanges().pastDate} />
      </SimpleGrid>
      {descent && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DraftTextInput path={`${D}ClientId`} label="Client id (optional)" maxLength={ID_DOCUMENT_MAX_LENGTHS.descentClientId} />
          <DraftTextInput path={`${D}RegisterNumber`} label="Register number (optional)" maxLength={ID_DOCUMENT_MAX_LENGTHS.registerNumber} />
          <DraftTextInput path={`${D}EntryNumber`} label="Entry number (optional)" maxLength={ID_DOCUMENT_MAX_LENGTHS.entryNumber} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Visa({ reference }: { reference: ReferenceData }) {
  return (
    <Stack gap="sm">
      <Text size="sm">Give the passport your visa is linked to.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DraftTextInput path={`${D}PassportNumber`} label="Passport number" required maxLength={ID_DOCUMENT_MAX_LENGTHS.passportNumber} />
        <DraftSelect path={`${D}PassportCountry`} label="Country that issued the passport" options={countryOptions(reference.countries)} required />
      </SimpleGrid>
    </Stack>
  );
}
