import { useState } from 'react';
import { isApiError } from 'shared-contracts';
import type { StaffApplicationView, StaffDocumentKind } from 'shared-contracts/staff';
import { Group, Section, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { downloadDocument } from './download-document';

export function DocumentsSection({ view }: { view: StaffApplicationView }) {
  const [busy, setBusy] = useState<StaffDocumentKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function download(kind: StaffDocumentKind) {
    setFailure(null);
    setBusy(kind);
    try {
      await downloadDocument(view.trackingNumber, kind, `${view.trackingNumber}-${kind}.pdf`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) setFailure(isApiError(error) && error.serverMessage ? error.serverMessage : 'The document could not be downloaded. Try again.');
    } finally {
      setBusy(null);
    }
  }
  return (
    <Section headingId="documents-heading" heading="Documents" gap="xs">
      <Group gap="sm" wrap="wrap">
        {view.documents.map((doc) =>
          doc.available ? (
            <Button key={doc.kind} variant="default" loading={busy === doc.kind} onClick={() => void download(doc.kind)}>
              {`${doc.label} (PDF)`}
            </Button>
          ) : (
            <Text key={doc.kind} size="sm" c="gray.8">
              {doc.label}: not available yet
            </Text>
          ),
        )}
      </Group>
      {failure && (
        <Text role="alert" c="red.9">
          {failure}
        </Text>
      )}
    </Section>
  );
}
