import { SLIDES_INCOMPLETE_MESSAGE, type InductionModule } from 'shared-contracts/induction';
import { Text } from 'ui-kit';
import { Alert, UnstyledButton } from 'ui-kit/widgets';

export function RemainingSlides({ module, remaining, message, onOpen }: { module: InductionModule; remaining: number[]; message?: string | undefined; onOpen(slide: number): void }) {
  return (
    <Alert className="induction-alert" color="yellow" variant="light" title="Slides still to complete" role="alert" id="induction-remaining" tabIndex={-1} mb="md" data-testid="remaining-slides">
      <Text size="sm">{message || SLIDES_INCOMPLETE_MESSAGE} Listen to each of these to its end, or, if the audio cannot play, read it until it counts as read:</Text>
      <ul className="induction-remaining-list">
        {remaining.map((s) => (
          <li key={s}>
            <UnstyledButton className="induction-link" onClick={() => onOpen(s)}>
              {`Slide ${s + 1}: ${module.slides[s]?.title ?? ''}`}
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
