import { AUSTRALIA, EMPLOYER_STATES, STATE_NAMES } from 'shared-contracts';
import { SimpleGrid, Stack } from 'ui-kit';
import { DraftSelect } from '../fields/draft-select';
import { DraftTextInput } from '../fields/draft-text-input';
import { countryOptions } from '../model/country-options';
import type { ReferenceData } from '../model/reference-data';
import { useDraftValue } from '../form/wizard-form';
import { SuburbField } from './suburb-field';

const AU_STATES = EMPLOYER_STATES.map((s) => ({ value: s, label: STATE_NAMES[s] }));

export function AddressFields({ prefix, reference }: { prefix: string; reference: ReferenceData }) {
  const country = useDraftValue<string | undefined>(`${prefix}.Country`) ?? AUSTRALIA;
  const state = useDraftValue(`${prefix}.State`);
  const australia = country === AUSTRALIA;
  return (
    <Stack gap="sm">
      <DraftSelect path={`${prefix}.Country`} label="Country" options={countryOptions(reference.countries)} required />
      <DraftTextInput path={`${prefix}.Line1`} label="Street address" required maxLength={100} autoComplete="address-line1" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {australia ? (
          <DraftSelect path={`${prefix}.State`} label="State or territory" options={AU_STATES} required />
        ) : (
          <DraftTextInput path={`${prefix}.State`} label="State, province or region" required maxLength={40} />
        )}
        {australia ? <SuburbField paths={{ suburb: `${prefix}.Localityname`, postcode: `${prefix}.Postcode` }} state={state} /> : <DraftTextInput path={`${prefix}.Localityname`} label="Town or city" required maxLength={60} />}
        <DraftTextInput path={`${prefix}.Postcode`} label="Postcode" required maxLength={australia ? 5 : 10} autoComplete="postal-code" />
      </SimpleGrid>
    </Stack>
  );
}
