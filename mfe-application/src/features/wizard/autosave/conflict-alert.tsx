import { useState } from 'react';
import { Group, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Notice } from '../../../components/notice';
import { useWizardStatus } from './wizard-status';

export function ConflictAlert({ onKeepMine, onReload }: { onKeepMine: () => Promise<void>; onReload: () => void }) {
  const state = useWizardStatus((s) => s.saveState);
  const [busy, setBusy] = useState(false);
  if (state !== 'conflict') return null;
  return (
    <Notice tone="danger" title="This form was changed somewhere else" role="alert">
      <Text mb="sm">
        Your application was saved from another tab or window after this page opened, so this page has stopped saving to avoid overwriting those
        answers. You can keep the changes you made here to answers the other tab did not change, or load the saved answers and lose the changes
        made here.
      </Text>
      <Group>
        <Button
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onKeepMine().finally(() => setBusy(false));
          }}
        >
          Keep my changes
        </Button>
        <Button variant="default" onClick={onReload} disabled={busy}>
          Load the saved answers
        </Button>
      </Group>
    </Notice>
  );
}
