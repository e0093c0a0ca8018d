import { useEffect, useRef, useState } from 'react';
import { Stack, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Alert } from 'ui-kit/widgets';
import { downloadSignedLetter } from './download-signed-letter';

export function SignedPanel({ peopleId, refId, justSigned }: { peopleId: number; refId: string; justSigned: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (justSigned) ref.current?.focus();
  }, [justSigned]);

  const download = () => {
    setDownloading(true);
    setFailed(false);
    downloadSignedLetter(peopleId, refId)
      .catch(() => setFailed(true))
      .finally(() => setDownloading(false));
  };

  return (
    <Stack gap="md" maw={720}>
      <Alert ref={ref} tabIndex={-1} color="green" variant="light" title="This operational need form has been signed" role="status" data-testid="signed-panel">
        <Text>
          {justSigned ? 'Thank you. ' : ''}The signed letter has been added to the application. The applicant can download it from their status page, and the issuing
          body will use it to assess the application.
        </Text>
      </Alert>
      <div>
        <Button onClick={download} loading={downloading}>
          Download the signed letter (PDF)
        </Button>
      </div>
      {failed && (
        <Text c="red.9" role="alert">
          The letter could not be downloaded. Please try again in a moment.
        </Text>
      )}
    </Stack>
  );
}
