import { MESSAGES, type InductionSlide } from 'shared-contracts/induction';
import { Group, Paper, Stack, Text, Title } from 'ui-kit';
import { Alert, Badge } from 'ui-kit/widgets';
import { NarrationControls } from './narration-controls';
import { ReadingTimer } from './reading-timer';
import { SlideFigure } from './slide-figure';
import { Transcript } from './transcript';
import type { Narration } from './use-narration';

interface Props {
  slide: InductionSlide;
  index: number;
  count: number;
  narration: Narration;
  audioError: boolean;
  transcriptOpen: boolean;
  completed: boolean;
  reading: { left: number; total: number } | null;
  recording: boolean;
  onPlay(): void;
  onPause(): void;
}

export function SlideView({ slide, index, count, narration, audioError, transcriptOpen, completed, reading, recording, onPlay, onPause }: Props) {
  const byReading = audioError || !slide.audio;
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" aria-labelledby="induction-slide-title" component="section">
        <Stack gap="sm">
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="dark.6">
              Slide {index + 1} of {count}
            </Text>
            {completed && (
              <Badge color="teal.9" variant="outline" data-testid="slide-completed">
                Completed
              </Badge>
            )}
          </Group>
          <Title order={2} id="induction-slide-title" tabIndex={-1} size="h3">
            {slide.title ?? `Slide ${index + 1}`}
          </Title>
          {audioError && (
            <Alert className="induction-alert" color="yellow" variant="light" title="Audio unavailable" data-testid="audio-error">
              {MESSAGES.audioError}
            </Alert>
          )}
          {byReading ? (
            <ReadingTimer completed={completed} reading={reading} recording={recording} />
          ) : (
            <NarrationControls narration={narration} onPlay={onPlay} onPause={onPause} />
          )}
          {!byReading && recording && (
            <Text size="sm" role="status">
              Recording that you listened to this slide…
            </Text>
          )}
          {slide.figure && <SlideFigure figure={slide.figure} />}
          {slide.points && slide.points.length > 0 && (
            <Stack gap={4}>
              <Title order={3} size="h5">
                Remember
              </Title>
              <ul className="induction-points">
                {slide.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </Stack>
          )}
        </Stack>
      </Paper>
      <Transcript key={`${index}:${audioError}`} text={slide.text} initiallyOpen={transcriptOpen || byReading} />
    </Stack>
  );
}
