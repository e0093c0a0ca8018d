import { Group, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { clock, LabelledProgress } from '../../components/labelled-progress';
import type { Narration } from './use-narration';

export function NarrationControls({ narration, onPlay, onPause }: { narration: Narration; onPlay(): void; onPause(): void }) {
  const { status, position, duration } = narration;
  const playing = status === 'playing';
  const percent = duration > 0 ? Math.min(100, (position / duration) * 100) : 0;
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      {playing ? (
        <Button variant="default" onClick={onPause} aria-label="Pause narration">
          Pause
        </Button>
      ) : (
        <Button variant="default" onClick={onPlay} disabled={status === 'loading'} aria-label={status === 'ended' ? 'Play narration again' : 'Play narration'}>
          {status === 'loading' ? 'Loading audio…' : status === 'ended' ? 'Play again' : 'Play'}
        </Button>
      )}
      <LabelledProgress value={percent} style={{ flex: 1 }} label="Narration progress" valueText={`${clock(position)} of ${clock(duration)}`} testId="narration-progress" />
      <Text size="sm" c="dark.6" aria-hidden="true" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {clock(position)} / {clock(duration)}
      </Text>
    </Group>
  );
}
