import { useEffect, useState } from 'react';
import { formatDate, href } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api';
import { Anchor, PageHeading, Skeleton, Stack, Text } from 'ui-kit';
import { Badge } from 'ui-kit/widgets';
import { Table } from 'ui-kit/table';
import { Link, useNavigate, useParams } from 'ui-kit/router';
import { CertificateDownload } from '../../components/certificate-download';
import { loadInductionStatus, type InductionStatus } from './load-induction-status';

/**
 * /induction-status/{id}/{randomId} (spec §2): the card holder's inductions by both ids, each with its name, link
 * and completion date. A missing id or a failed load goes to the 404 page.
 */
export default function InductionStatusScreen() {
  const { id, randomId } = useParams();
  const navigate = useNavigate();
  const [status, setStatus] = useState<InductionStatus | null>(null);
  const peopleId = Number(id);

  useEffect(() => {
    if (!randomId || !Number.isInteger(peopleId) || peopleId <= 0) {
      navigate(href('page404'), { replace: true });
      return undefined;
    }
    const controller = new AbortController();
    loadInductionStatus(peopleId, randomId, controller.signal)
      .then(setStatus)
      .catch((error: unknown) => {
        if ((error as { name?: string })?.name === 'AbortError') return;
        if (!isApiError(error) || error.status !== 503) navigate(href('page404'), { replace: true });
      });
    return () => controller.abort();
  }, [peopleId, randomId, navigate]);

  if (!status) {
    return (
      <Stack gap="md" aria-busy="true">
        <PageHeading>Induction status</PageHeading>
        <Skeleton height={24} width="50%" />
        <Skeleton height={120} />
      </Stack>
    );
  }
  const { card, list } = status;
  return (
    <Stack gap="md">
      <PageHeading>Induction status</PageHeading>
      <Text>
        {card.Firstname} {card.Surname}
        {card.Msicnum ? `, card ${card.Msicnum}` : ''}
      </Text>
      <Text>{list.hasInductions ? 'You have inductions to complete. Open one to start it or to carry on where you left off.' : 'You have completed every induction you enrolled in.'}</Text>
      {list.inductions.length === 0 ? (
        <Text>You are not enrolled in any induction.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder aria-label="Your inductions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Induction</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Completed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.inductions.map((induction) => (
                <Table.Tr key={induction.url}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={induction.url}>
                      {induction.inductionName}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>
                    <Badge color={induction.completedAt ? 'teal.9' : 'blue.9'} variant="outline">
                      {induction.completedAt ? 'Completed' : 'To do'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text span data-testid="completed-at">
                      {induction.completedAt ? formatDate(induction.completedAt) : 'Not yet'}
                    </Text>
                    {induction.certificateCode && (
                      <Text size="sm" mt={4}>
                        <CertificateDownload code={induction.certificateCode}>{`Certificate of completion (PDF)`}</CertificateDownload>
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
