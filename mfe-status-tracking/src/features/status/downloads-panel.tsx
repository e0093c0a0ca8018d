import { useState } from 'react';
import { DECISION_NOT_APPROVED, errorMessage } from 'shared-contracts';
import { idToTrackingNumber, type PeopleRecord } from 'shared-contracts/tracking';
import { Group, Section, Text } from 'ui-kit';
import { Button, saveBlob } from 'ui-kit/form';
import { Alert } from 'ui-kit/widgets';
import { fetchDocument, type DocumentKind, type DocumentLink } from './download-document';

export function availableDocuments(person: PeopleRecord): DocumentLink[] {
  const tracking = person.TrackingNumber ?? idToTrackingNumber(person.Id);
  const links: DocumentLink[] = [];
  if (person.IncompleteFormId !== null) {
    links.push({ kind: 'applicationForm', label: 'Application form', fileName: `application-form-${tracking}.pdf` });
    links.push({ kind: 'invoice', label: 'Tax invoice', fileName: `invoice-${tracking}.pdf` });
    const decision = person._ausCheckDecision;
    if (decision && decision.Decision !== DECISION_NOT_APPROVED && decision.Certdate) {
      links.push({ kind: 'certificate', label: 'Background check certificate', fileName: `certificate-${tracking}.pdf` });
    }
  }
  if (person.OperationalNeedSigning?.signedAt) {
    links.push({ kind: 'operationalNeedLetter', label: 'Signed operational need letter', fileName: `operational-need-${tracking}.pdf` });
  }
  return links;
}

export function DownloadsPanel({ person }: { person: PeopleRecord }) {
  const [pending, setPending] = useState<DocumentKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const documents = availableDocuments(person);

  const download = async (link: DocumentLink) => {
    setPending(link.kind);
    setProblem(null);
    try {
      saveBlob(await fetchDocument(link.kind, person.Id, person.IncompleteFormId), link.fileName);
    } catch (error) {
      setProblem(`We could not download the ${link.label.toLowerCase()}. ${errorMessage(error)}`);
    } finally {
      setPending(null);
    }
  };

  return (
    <Section headingId="downloads-heading" heading="Documents" gap="sm">
      {documents.length === 0 ? (
        <Text>There are no documents for this application yet.</Text>
      ) : (
        <Group gap="sm">
          {documents.map((link) => (
            <Button key={link.kind} variant="default" loading={pending === link.kind} onClick={() => void download(link)}>
              Download {link.label.charAt(0).toLowerCase() + link.label.slice(1)} (PDF)
            </Button>
          ))}
        </Group>
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Section>
  );
}
