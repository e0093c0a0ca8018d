import { formatDate, type AustralianTimeZone } from 'shared-contracts';
import { Box, Text } from 'ui-kit';
import type { Stage, StageState } from './status-timeline';

const STATE_LABEL: Record<StageState, string> = { done: 'Completed', current: 'Next step', upcoming: 'Not started yet', stopped: 'Not applicable' };
// AA contrast: white on these, and these on white, are at least 4.5:1
const MARKER: Record<StageState, { background: string; color: string; border: string; symbol: (n: number) => string }> = {
  done: { background: '#1e6b30', color: '#ffffff', border: '#1e6b30', symbol: () => '✓' },
  current: { background: 'var(--mantine-primary-color-filled)', color: '#ffffff', border: 'var(--mantine-primary-color-filled)', symbol: (n) => String(n) },
  upcoming: { background: '#ffffff', color: '#4a4a4a', border: '#6b6b6b', symbol: (n) => String(n) },
  stopped: { background: '#ffffff', color: '#4a4a4a', border: '#6b6b6b', symbol: () => '–' },
};

export function StatusTimelineView({ stages, timeZone }: { stages: Stage[]; timeZone: AustralianTimeZone }) {
  return (
    <Box component="ol" aria-label="Progress of your application" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {stages.map((stage, index) => {
        const marker = MARKER[stage.state];
        const last = index === stages.length - 1;
        return (
          <Box
            component="li"
            key={stage.key}
            data-stage={stage.key}
            data-state={stage.state}
            aria-current={stage.state === 'current' ? 'step' : undefined}
            style={{ display: 'flex', gap: 16, position: 'relative', paddingBottom: last ? 0 : 20 }}
          >
            {!last && <Box aria-hidden style={{ position: 'absolute', left: 15, top: 32, bottom: 0, width: 2, background: stage.state === 'done' ? '#1e6b30' : '#c9c9c9' }} />}
            <Box
              aria-hidden
              style={{ flex: '0 0 32px', height: 32, borderRadius: '50%', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 700, background: marker.background, color: marker.color, border: `2px solid ${marker.border}` }}
            >
              {marker.symbol(index + 1)}
            </Box>
            <Box style={{ paddingTop: 4 }}>
              <Text fw={700} c={stage.state === 'upcoming' || stage.state === 'stopped' ? '#4a4a4a' : undefined}>
                {stage.title}
              </Text>
              <Text size="sm" c="#4a4a4a">
                {STATE_LABEL[stage.state]}
                {stage.date ? ` · ${formatDate(stage.date, timeZone)}` : ''}
              </Text>
              {stage.detail && <Text size="sm">{stage.detail}</Text>}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
