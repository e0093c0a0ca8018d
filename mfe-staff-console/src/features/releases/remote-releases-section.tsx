import { REMOTES } from 'shared-contracts';
import type { RemoteReleases } from 'shared-contracts/releases';
import { Group, Section, Title } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { DataTable } from 'ui-kit/table';
import type { ReleaseAction } from './release-change-dialog';
import { ReleaseHealth } from './release-health';

const ACTION_LABELS: Record<ReleaseAction, string> = { promote: 'Promote the canary', 'end-canary': 'End the canary', rollback: 'Roll back', settings: 'Change the settings' };

const EVENTS_SHOWN = 5;

export function RemoteReleasesSection({ releases, canAct, onAction, formatTime }: { releases: RemoteReleases; canAct: boolean; onAction(action: ReleaseAction): void; formatTime(at: string): string }) {
  const { remote, pointer, settings } = releases;
  const headingId = `releases-${remote}`;
  return (
    <Section headingId={headingId} heading={REMOTES[remote].label} gap="sm" data-testid={`releases-${remote}`} py="md" style={{ borderTop: '1px solid var(--mantine-color-gray-4)' }}>
      <dl className="staff-answers">
        <div>
          <dt>Stable release</dt>
          <dd data-testid="stable-release">{pointer.stable}</dd>
        </div>
        <div>
          <dt>Canary</dt>
          <dd data-testid="canary-release">{pointer.canary ? `${pointer.canary.version}, served to ${pointer.canary.percent}% of visitors since ${formatTime(pointer.canary.startedAt)}` : 'None'}</dd>
        </div>
        <div>
          <dt>Automatic rollback</dt>
          <dd>
            When the canary&apos;s error rate passes the stable release&apos;s by more than {Math.round(settings.margin * 10_000) / 100} percentage points, after at least {settings.minVisits} canary visits
          </dd>
        </div>
      </dl>
      {canAct && (
        <Group gap="sm" wrap="wrap" role="group" aria-label={`Changes to ${REMOTES[remote].label}`}>
          {(pointer.canary ? (['promote', 'end-canary', 'settings'] as const) : (['rollback', 'settings'] as const)).map((action) => (
            <Button key={action} variant={action === 'settings' ? 'default' : 'filled'} onClick={() => onAction(action)}>
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </Group>
      )}
      <Title order={3} size="h4">
        Health in the last 24 hours
      </Title>
      <ReleaseHealth releases={releases} />
      {releases.events.length > 0 && (
        <>
          <Title order={3} size="h4" id={`${headingId}-events`}>
            Latest changes, newest first
          </Title>
          <DataTable
            rows={[...releases.events].sort((a, b) => b.at.localeCompare(a.at)).slice(0, EVENTS_SHOWN)}
            labelledBy={`${headingId}-events`}
            minWidth={420}
            rowKey={(event) => `${event.at}-${event.kind}`}
            columns={[
              { header: 'When', cell: (event) => formatTime(event.at) },
              { header: 'Change', cell: (event) => event.kind },
              { header: 'Release', cell: (event) => event.version ?? '' },
              { header: 'By', cell: (event) => event.actor },
              { header: 'Why', cell: (event) => event.reason ?? '' },
            ]}
          />
        </>
      )}
    </Section>
  );
}
