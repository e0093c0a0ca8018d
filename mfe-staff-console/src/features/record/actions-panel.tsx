import { useState } from 'react';
import type { StaffApplicationView } from 'shared-contracts/staff';
import { Button, Group, Stack, Text, Title } from 'ui-kit';
import { ActionDialog } from './action-dialog';
import { ACTION_WORDING, type ActionKind } from './action-values';
import { RedactDialog } from './redact-dialog';

/**
 * The actions the server allows now for this record and this staff member (`view.actions`: none for a viewer, and
 * only the next steps in order for an officer). Each opens its confirmation dialog; nothing is recorded before.
 */
export function ActionsPanel({ view, onRecorded }: { view: StaffApplicationView; onRecorded(view: StaffApplicationView, kind: ActionKind): void }) {
  const [open, setOpen] = useState<ActionKind | null>(null);
  if (view.actions.length === 0) return null;
  const close = () => setOpen(null);
  const recorded = (kind: ActionKind) => (next: StaffApplicationView) => {
    setOpen(null);
    onRecorded(next, kind);
  };
  return (
    <Stack component="section" aria-labelledby="actions-heading" gap="xs">
      <Title order={2} id="actions-heading" size="h3">
        Actions
      </Title>
      <Text size="sm">Each action asks you to confirm it first.</Text>
      <Group gap="sm" wrap="wrap">
        {view.actions.map((kind) => (
          <Button key={kind} variant={kind === 'redact' ? 'outline' : 'filled'} color={kind === 'redact' ? 'red.9' : undefined} onClick={() => setOpen(kind)}>
            {ACTION_WORDING[kind].title}
          </Button>
        ))}
      </Group>
      {open === 'redact' && <RedactDialog view={view} onClose={close} onRecorded={recorded('redact')} />}
      {open && open !== 'redact' && <ActionDialog kind={open} view={view} onClose={close} onRecorded={recorded(open)} />}
    </Stack>
  );
}
