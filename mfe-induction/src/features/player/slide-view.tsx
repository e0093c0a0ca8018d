import type { InductionSlide } from 'shared-contracts/api';
import { Paper, Stack, Text, Title } from 'ui-kit';
import { Alert } from 'ui-kit/widgets';
import { MESSAGES } from 'shared-contracts/api';
import { NarrationControls } from './narration-controls';
import { Transcript } from './transcript';
import type { Narration } from './use-narration';

interface Props {
  slide: InductionSlide;
  index: number;
  count: number;
  narration: Narration;
  /** slides only: the narration could not be loaded (spec §4) */
  audioError: boolean;
  transcriptOpen: boolean;
  onPlay(): void;
  onPause(): void;
}

/** One slide: its title and text, its narration with play, pause and progress, and its transcript. */
export function SlideView({ slide, index, count, narration, audioError, transcriptOpen, onPlay, onPause }: Props) {
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md" aria-labelledby="induction-slide-title" component="section">
        <Text size="sm" c="dark.6">
          Slide {index + 1} of {count}
        </Text>
        <Title order={2} id="induction-slide-title" tabIndex={-1} size="h3" mt={4}>
          {slide.title ?? `Slide ${index + 1}`}
        </Title>
        <Text mt="sm" size="lg">
          {slide.text}
        </Text>
      </Paper>
      {audioError ? (
        <Alert color="yellow" variant="light" title="Audio unavailable" data-testid="audio-error">
          {MESSAGES.audioError}
        </Alert>
      ) : slide.audio ? (
        <NarrationControls narration={narration} onPlay={onPlay} onPause={onPause} />
      ) : null}
      <Transcript key={`${index}:${audioError}`} text={slide.text} initiallyOpen={transcriptOpen || audioError} />
    </Stack>
  );
}
