import { lazy, Suspense, useState } from 'react';
import type { StaffApplicationView } from 'shared-contracts/staff';
import { Group, Section, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { ACTION_WORDING, type ActionKind } from './action-values';

// the dialogs (and the modal layer) load when an action is about to be chosen (docs/decisions/054)
const loadActionDialog = () => import('./action-dialog');
const loadRedactDialog = () => import('./redact-dialog');
const ActionDialog = lazy(() => loadActionDialog().then((m) => ({ default: m.ActionDialog })));
const RedactDialog = lazy(() => loadRedactDialog().then((m) => ({ default: m.RedactDialog })));
const prefetchDialogs = () => void Promise.all([loadActionDialog(), loadRedactDialog()]).catch(() => undefined);

export function ActionsPanel({ view, onRecorded }: { view: StaffApplicationView; onRecorded(view: StaffApplicationView, kind: ActionKind): void }) {
  const [open, setOpen] = useState<ActionKind | null>(null);
  if (view.actions.length === 0) return null;
  const close = () => setOpen(null);
  const recorded = (kind: ActionKind) => (next: StaffApplicationView) => {
    setOpen(null);
    onRecorded(next, kind);
  };
  return (
    <Section headingId="actions-heading" heading="Actions" gap="xs">
      <Text size="sm">Each action asks you to confirm it first.</Text>
      <Group gap="sm" wrap="wrap" onPointerEnter={prefetchDialogs} onFocus={prefetchDialogs}>
        {view.actions.map((kind) => (
          <Button key={kind} variant={kind === 'redact' ? 'light' : 'filled'} color={kind === 'redact' ? 'red' : undefined} onClick={() => setOpen(kind)}>
            {ACTION_WORDING[kind].title}
          </Button>
        ))}
      </Group>
      <Suspense fallback={null}>
        {open === 'redact' && <RedactDialog view={view} onClose={close} onRecorded={recorded('redact')} />}
        {open && open !== 'redact' && <ActionDialog kind={open} view={view} onClose={close} onRecorded={recorded(open)} />}
      </Suspense>
    </Section>
  );
}
