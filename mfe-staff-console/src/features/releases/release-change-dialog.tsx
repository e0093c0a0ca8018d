import type { ReactNode } from 'react';
import { REMOTES } from 'shared-contracts';
import { ReleaseChange, type RemoteReleases } from 'shared-contracts/releases';
import { TextInput, useSchemaForm, validatorOf } from 'ui-kit/form';
import { ConfirmationDialog } from '../../components/confirmation-dialog';
import { worded } from '../../components/worded';
import { changeRelease } from './change-release';

export type ReleaseAction = 'promote' | 'end-canary' | 'rollback' | 'settings';

const validate = worded(validatorOf(ReleaseChange), {
  'settings.margin': 'Enter a margin from 0 to 100 percentage points',
  'settings.minVisits': 'Enter a whole number of visits from 1 to 10000',
});

const percentOf = (stored: unknown) => (typeof stored === 'number' && Number.isFinite(stored) ? String(Math.round(stored * 10_000) / 100) : '');
const numberOf = (shown: unknown) => (typeof shown === 'string' && shown.trim() !== '' ? Number(shown) : Number.NaN);

function wordingOf(action: ReleaseAction, releases: RemoteReleases): { title: string; intro: ReactNode; confirm: string } {
  const label = REMOTES[releases.remote].label;
  const { stable, canary } = releases.pointer;
  switch (action) {
    case 'promote':
      return { title: `Promote the canary of ${label}`, intro: <>Every visitor will get release <strong>{canary?.version}</strong>, which becomes the stable release in place of {stable}.</>, confirm: 'Promote the canary' };
    case 'end-canary':
      return { title: `End the canary of ${label}`, intro: <>Every visitor will get the stable release <strong>{stable}</strong> again; release {canary?.version} is no longer served.</>, confirm: 'End the canary' };
    case 'rollback':
      return { title: `Roll back ${label}`, intro: <>Every visitor will get the stable release before <strong>{stable}</strong>.</>, confirm: 'Roll back' };
    case 'settings':
      return { title: `Automatic rollback settings of ${label}`, intro: <>A canary is ended automatically when its error rate passes the stable release&apos;s by more than the margin, once it has had the minimum number of visits.</>, confirm: 'Save the settings' };
  }
}

function changeOf(action: ReleaseAction, releases: RemoteReleases): ReleaseChange {
  if (action === 'promote') return { action: 'promote' };
  if (action === 'settings') return { action: 'settings', settings: { margin: releases.settings.margin, minVisits: releases.settings.minVisits } };
  return { action: 'rollback' };
}

export function ReleaseChangeDialog({ action, releases, onClose, onChanged }: { action: ReleaseAction; releases: RemoteReleases; onClose(): void; onChanged(next: RemoteReleases): void }) {
  const wording = wordingOf(action, releases);
  const form = useSchemaForm<ReleaseChange>({ initialValues: changeOf(action, releases), validate });
  return (
    <ConfirmationDialog
      title={wording.title}
      intro={<>{wording.intro} The change is kept in the releases&apos; audit log with your name.</>}
      form={form}
      onSubmit={async (change) => onChanged(await changeRelease(releases.remote, change))}
      onClose={onClose}
      confirmLabel={wording.confirm}
    >
      {action === 'settings' && (
        <>
          <TextInput {...form.field('settings.margin', { label: 'Margin (percentage points)', parse: (shown) => numberOf(shown) / 100, format: percentOf })} inputMode="decimal" required />
          <TextInput {...form.field('settings.minVisits', { label: 'Minimum canary visits', parse: numberOf })} inputMode="numeric" required />
        </>
      )}
    </ConfirmationDialog>
  );
}
