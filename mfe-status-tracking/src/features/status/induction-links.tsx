import { useState } from 'react';
import { cardSector, formatDate, urlFor, type Company } from 'shared-contracts';
import { trackingApi, trackingUses, type InductionStatusEntry } from 'shared-contracts/tracking';
import { Anchor, Section, Text, useLoad } from 'ui-kit';
import { List } from 'ui-kit/widgets';

type Inductions = { state: 'loading' } | { state: 'ready'; inductions: InductionStatusEntry[] } | { state: 'failed' };

const certificateUrl = (code: string) => urlFor(trackingUses.inductionCertificatePdf, { code });

export function InductionLinks({ peopleId, formId, company }: { peopleId: number; formId: number; company: Company }) {
  const timeZone = company.timeZone;
  const checker = cardSector(company) === 'aviation' ? 'an airport' : cardSector(company) === 'both' ? 'a port or an airport' : 'a port';
  const [inductions, setInductions] = useState<Inductions>({ state: 'loading' });

  useLoad(
    (signal) => trackingApi.peopleIncompleteInductions({ params: { id: peopleId, formId }, signal }),
    (answer) => setInductions({ state: 'ready', inductions: answer.inductions }),
    () => setInductions({ state: 'failed' }),
    [peopleId, formId],
  );

  if (inductions.state === 'loading') return null;
  return (
    <Section headingId="inductions-heading" heading="Inductions" gap="sm">
      {inductions.state === 'failed' ? (
        <Text>We could not load your inductions just now. Reload the page to try again.</Text>
      ) : inductions.inductions.length === 0 ? (
        <Text>You have no inductions to complete.</Text>
      ) : (
        <>
          <Text>
            {inductions.inductions.some((entry) => !entry.completedAt)
              ? 'Complete these inductions before you collect your card:'
              : `You have completed your inductions. Keep your certificate of completion: ${checker} may ask to see it.`}
          </Text>
          <List spacing="xs">
            {inductions.inductions.map((entry) => (
              <List.Item key={entry.url}>
                {entry.completedAt ? <Text span>{entry.inductionName}</Text> : <Anchor href={entry.url}>{entry.inductionName}</Anchor>}
                {entry.completedAt ? <Text span size="sm">{` (completed ${formatDate(entry.completedAt, timeZone)})`}</Text> : null}
                {entry.certificateCode ? (
                  <Text size="sm">
                    <Anchor href={certificateUrl(entry.certificateCode)} download={`induction-certificate-${entry.certificateCode}.pdf`} data-testid="certificate-download">
                      {`Download the certificate of completion (PDF)`}
                    </Anchor>
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Section>
  );
}
