import { Text } from 'ui-kit';
import { LabelledProgress } from '../../components/labelled-progress';

const clock = (seconds: number) => {
  const whole = Math.ceil(Math.max(0, seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export function ReadingTimer({ completed, reading, recording }: { completed: boolean; reading: { left: number; total: number } | null; recording: boolean }) {
  if (completed) return <Text size="sm">You have read this slide. Go on to the next one when you are ready.</Text>;
  if (!reading) return <Text size="sm">Read the slide and its transcript below.</Text>;
  const done = reading.total > 0 ? ((reading.total - reading.left) / reading.total) * 100 : 100;
  return (
    <div data-testid="reading-timer">
      <Text size="sm">{reading.left > 0 ? `Read the slide and its transcript. It counts as read in ${clock(reading.left)}.` : recording ? 'Recording that you read this slide…' : 'Recording…'}</Text>
      <LabelledProgress value={done} label="Reading time" valueText={`${clock(reading.left)} left`} style={{ marginTop: 6 }} />
    </div>
  );
}
