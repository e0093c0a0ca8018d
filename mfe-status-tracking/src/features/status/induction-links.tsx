import { useEffect, useState } from 'react';
import { formatDate } from 'shared-contracts';
import { getApi, type InductionStatusEntry } from 'shared-contracts/api';
import { Anchor, Stack, Text, Title } from 'ui-kit';
import { List } from 'ui-kit/widgets';

type Inductions = { state: 'loading' } | { state: 'ready'; inductions: InductionStatusEntry[] } | { state: 'failed' };

/** The induction links of the status page, from GET /api/people/{id}/{formId}/inductions/incomplete (spec §7). */
export function InductionLinks({ peopleId, formId }: { peopleId: number; formId: number }) {
  const [inductions, setInductions] = useState<Inductions>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getApi()
      .call('peopleIncompleteInductions', { params: { id: peopleId, formId }, signal: controller.signal })
      .then(
        (answer) => setInductions({ state: 'ready', inductions: answer.hasInductions ? answer.inductions : [] }),
        () => {
          if (!controller.signal.aborted) setInductions({ state: 'failed' });
        },
      );
    return () => controller.abort();
  }, [peopleId, formId]);

  if (inductions.state === 'loading') return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="inductions-heading">
      <Title order={2} size="h3" id="inductions-heading">
        Inductions
      </Title>
      {inductions.state === 'failed' ? (
        <Text>We could not load your inductions just now. Reload the page to try again.</Text>
      ) : inductions.inductions.length === 0 ? (
        <Text>You have no inductions to complete.</Text>
      ) : (
        <>
          <Text>Complete these inductions before you collect your card:</Text>
          <List spacing="xs">
            {inductions.inductions.map((entry) => (
              <List.Item key={entry.url}>
                <Anchor href={entry.url}>{entry.inductionName}</Anchor>
                {entry.completedAt ? <Text span size="sm">{` (completed ${formatDate(entry.completedAt)})`}</Text> : null}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
