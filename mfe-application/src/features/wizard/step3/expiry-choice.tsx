import { useState } from 'react';
import { SITE, WHITE_SUBTYPE, type Company } from 'shared-contracts';
import { Group, Stack, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Modal } from 'ui-kit/modal';
import { DraftRadioGroup } from '../fields/draft-radio-group';
import { confirmSubtype, expiryNeedsConfirming, sponsoredSubtype } from '../model/field-changes';
import { useDraftSelect } from '../form/wizard-form';
import { draftHome } from '../model/draft';

const YEARS = [
  { value: '2', label: '2 years' },
  { value: '4', label: '4 years' },
];

export function ExpiryChoice({ company }: { company: Company }) {
  const [pending, setPending] = useState<'2' | '4' | null>(null);
  // mounted at its first opening, then kept, so that closing it gives the focus back to the choice (WCAG 2.4.3)
  const [asked, setAsked] = useState(false);
  if (pending !== null && !asked) setAsked(true);
  const preference = useDraftSelect((d) => (sponsoredSubtype(d, company) ? (d.Appsubtype ?? sponsoredSubtype(d, company)) : undefined));
  const white = useDraftSelect((d) => d.Appsubtype === WHITE_SUBTYPE);
  const jobReady = useDraftSelect((d) => d.Site === SITE.assetJobReady);
  const provisional = useDraftSelect((d) => d.ExtraData?.Provisional === true);
  const choose = (value: string) => {
    const subtype = value as '2' | '4';
    if (expiryNeedsConfirming(draftHome.get() ?? {}, subtype)) setPending(subtype);
    else draftHome.update((d) => confirmSubtype(d, subtype));
  };
  if (preference) return <Text>Your company has chosen a {preference}-year card for you.</Text>;
  if (white) return <Text>You are applying for a white card: it is issued for 2 years.</Text>;
  if (jobReady) return <Text>A Job Ready card lasts 2 years.</Text>;
  return (
    <>
      <DraftRadioGroup path="Appsubtype" label="How long should your card last?" options={YEARS} required inline onChoose={choose} />
      {asked && (
        <Modal opened={pending !== null} onClose={() => setPending(null)} title="Confirm how long your card lasts" centered>
          <Stack>
            <Text>
              You chose a card that lasts {pending} years.
              {provisional && pending === '4' ? ' Applicants under 18 can only get a 2-year card, so we will set it to 2 years.' : ''} Is that right?
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button
                onClick={() => {
                  const chosen = pending;
                  setPending(null);
                  if (chosen) draftHome.update((d) => confirmSubtype(d, chosen));
                }}
              >
                Confirm
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
