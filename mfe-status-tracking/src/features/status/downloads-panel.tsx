import { useState } from 'react';
import { DECISION_NOT_APPROVED, errorMessage } from 'shared-contracts';
import { idToTrackingNumber, trackingApi, type PeopleRecord } from 'shared-contracts/tracking';
import { Group, Section, Text } from 'ui-kit';
import { Button, saveBlob } from 'ui-kit/form';
import { Alert } from 'ui-kit/widgets';

interface DocumentLink {
  label: string;
  fileName: string;
  fetch(): Promise<Blob>;
}

function availableDocuments(person: PeopleRecord): DocumentLink[] {
  const tracking = person.TrackingNumber ?? idToTrackingNumber(person.Id);
  const links: DocumentLink[] = [];
  if (person.IncompleteFormId !== null) {
    const params = { id: person.Id, formId: person.IncompleteFormId };
    links.push({ label: 'Application form', fileName: `application-form-${tracking}.pdf`, fetch: () => trackingApi.downloadApplicationForm({ params }) });
    links.push({ label: 'Tax invoice', fileName: `invoice-${tracking}.pdf`, fetch: () => trackingApi.downloadInvoice({ params }) });
    const decision = person._ausCheckDecision;
    if (decision && decision.Decision !== DECISION_NOT_APPROVED && decision.Certdate) {
      links.push({ label: 'Background check certificate', fileName: `certificate-${tracking}.pdf`, fetch: () => trackingApi.downloadCertificate({ params }) });
    }
  }
  if (person.OperationalNeedSigning?.signedAt) {
    const params = { id: person.Id };
    links.push({ label: 'Signed operational need letter', fileName: `operational-need-${tracking}.pdf`, fetch: () => trackingApi.downloadOperationalNeedSigned({ params }) });
  }
  return links;
}

export function DownloadsPanel({ person }: { person: PeopleRecord }) {
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const documents = availableDocuments(person);

  const download = async (link: DocumentLink) => {
    setPending(link.label);
    setProblem(null);
    try {
      saveBlob(await link.fetch(), link.fileName);
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
            <Button key={link.label} variant="default" loading={pending === link.label} onClick={() => void download(link)}>
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
