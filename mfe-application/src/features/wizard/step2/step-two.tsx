import { memo, useCallback } from 'react';
import { ADDRESS_HISTORY_YEARS, AUSTRALIA } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { firstAddressCoversHistory, trimAddressHistory, validateStep2 } from 'shared-contracts/form';
import { Box, Group, Paper, SimpleGrid, Stack, Text } from 'ui-kit';
import { Button, Fieldset, fieldId } from 'ui-kit/form';
import { DraftCheckbox } from '../fields/draft-checkbox';
import { DraftTextInput } from '../fields/draft-text-input';
import { dateRanges } from '../model/date-ranges';
import type { ReferenceData } from '../model/reference-data';
import { draftHome } from '../model/draft';
import { StepForm } from '../step-form';
import { AddressFields } from './address-fields';
import { useDraftSelect, useFieldError } from '../form/wizard-form';
import { loadedLocalities } from 'shared-contracts/form';

const MAX_ADDRESS_ENTRIES = 20;
const toMonth = (stored: string) => stored.slice(0, 7);
const fromMonth = (shown: string) => (shown ? `${shown}-01` : '');

// memo: the wizard screen renders on progress and status changes that do not concern the step
export const StepTwo = memo(function StepTwo({ total, reference }: { total: number; reference: ReferenceData }) {
  // the suburbs against the localities of their states this page has loaded (issue 39); the server checks them all
  const validate = useCallback((draft: ApplicantDraft) => validateStep2(draft, { localities: loadedLocalities }), []);
  const count = useDraftSelect((d) => Math.max(1, d._address?.length ?? 0));
  const covered = useDraftSelect((d) => firstAddressCoversHistory(d._address?.length ? d._address : [{}]));
  const postalSame = useDraftSelect((d) => d._postalSame === true);
  const addresses = Array.from({ length: count }, (_, i) => i);
  return (
    <StepForm step={2} total={total} validate={validate}>
      <Fieldset legend="Where you have lived">
        <Stack gap="md">
          <Text size="sm">Give every address you have lived at in the last {ADDRESS_HISTORY_YEARS} years, starting with your current address.</Text>
          <HistoryError />
          {addresses.map((i) => (
            <Paper key={i} withBorder p="sm">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600}>{i === 0 ? 'Current address' : `Previous address ${i}`}</Text>
                  {i > 0 && (
                    <Button variant="subtle" color="red" size="xs" onClick={() => draftHome.update((d) => ({ ...d, _address: (d._address ?? []).filter((__, j) => j !== i) }))}>
                      Remove previous address {i}
                    </Button>
                  )}
                </Group>
                <AddressFields prefix={`_address.${i}`} reference={reference} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <DraftTextInput path={`_address.${i}.FromDate`} label="Lived here from (month and year)" type="month" required format={toMonth} parse={fromMonth} {...dateRanges().pastMonth} />
                  {i > 0 && <DraftTextInput path={`_address.${i}.ToDate`} label="Lived here until (month and year)" type="month" required format={toMonth} parse={fromMonth} {...dateRanges().pastMonth} />}
                </SimpleGrid>
              </Stack>
            </Paper>
          ))}
          {!covered && addresses.length < MAX_ADDRESS_ENTRIES && (
            <Group>
              <Button variant="light" onClick={() => draftHome.update((d) => ({ ...d, _address: [...(d._address?.length ? d._address : [{}]), { Country: AUSTRALIA }] }))}>
                Add a previous address
              </Button>
            </Group>
          )}
          {covered && addresses.length > 2 && (
            <Group>
              <Button variant="subtle" onClick={() => draftHome.update((d) => ({ ...d, _address: trimAddressHistory(d._address ?? []) }))}>
                Remove the addresses you no longer need
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
      <Fieldset legend="Postal address">
        <Stack gap="sm">
          <DraftCheckbox path="_postalSame" label="My postal address is the same as my current address" />
          {!postalSame && <AddressFields prefix="_postalAddress" reference={reference} />}
        </Stack>
      </Fieldset>
    </StepForm>
  );
});

function HistoryError() {
  const error = useFieldError('_address');
  return (
    <Box id={fieldId('_address')} tabIndex={-1}>
      {error && (
        <Text c="red.9" size="sm" fw={600}>
          {error}
        </Text>
      )}
    </Box>
  );
}
