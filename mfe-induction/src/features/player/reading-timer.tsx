import { Text } from 'ui-kit';
import { clock, LabelledProgress } from '../../components/labelled-progress';

export function ReadingTimer({ completed, reading, recording }: { completed: boolean; reading: { left: number; total: number } | null; recording: boolean }) {
  if (completed) return <Text size="sm">You have read this slide. Go on to the next one when you are ready.</Text>;
  if (!reading) return <Text size="sm">Read the slide and its transcript below.</Text>;
  const done = reading.total > 0 ? ((reading.total - reading.left) / reading.total) * 100 : 100;
  return (
    <div data-testid="reading-timer">
      <Text size="sm">{reading.left > 0 ? `Read the slide and its transcript. It counts as read in ${clock(reading.left, Math.ceil)}.` : recording ? 'Recording that you read this slide…' : 'Recording…'}</Text>
      <LabelledProgress value={done} label="Reading time" valueText={`${clock(reading.left, Math.ceil)} left`} style={{ marginTop: 6 }} />
    </div>
  );
}
