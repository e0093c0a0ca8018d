import type { InductionQuestion, InductionSlide } from 'shared-contracts/api';
import { Box, Group, Paper, Stack, Text } from 'ui-kit';
import { Checkbox, Radio } from 'ui-kit/fields';
import { Badge, UnstyledButton } from 'ui-kit/widgets';
import { questionDomId } from './player-state';

interface Props {
  index: number;
  question: InductionQuestion;
  slides: InductionSlide[];
  value: string[];
  /** the question was answered correctly before: shown, not asked again */
  answered: boolean;
  /** a completed module under review: nothing is submitted */
  readOnly: boolean;
  error?: string | undefined;
  onChange(value: string[]): void;
  onReviewSlide(slide: number): void;
}

function RelatedSlides({ slides, related, onReviewSlide }: { slides: InductionSlide[]; related: number[]; onReviewSlide(slide: number): void }) {
  return (
    <Group gap="xs" mt="xs">
      <Text size="sm">Related slides:</Text>
      {related.map((s) => (
        <UnstyledButton key={s} onClick={() => onReviewSlide(s)} className="induction-link">
          {slides[s]?.title ?? `Slide ${s + 1}`}
        </UnstyledButton>
      ))}
    </Group>
  );
}

/**
 * One question of spec §3: radio, checkbox, declaration (a box to tick), skip (information only) or slides
 * (related slides to look at again). Its error sits next to it (spec §5, §8).
 */
export function QuestionField({ index, question, slides, value, answered, readOnly, error, onChange, onReviewSlide }: Props) {
  const related = question.slides ?? [];
  const id = questionDomId(index);
  const done = answered || readOnly;
  let body;
  if (question.type === 'skip') {
    body = <Text>{question.text}</Text>;
  } else if (question.type === 'slides') {
    body = (
      <Stack gap="xs">
        <Text>{question.text}</Text>
        {related.map((s) => (
          <Paper key={s} withBorder p="sm" bg="gray.0">
            <Text fw={700}>{slides[s]?.title ?? `Slide ${s + 1}`}</Text>
            <Text size="sm">{slides[s]?.text}</Text>
          </Paper>
        ))}
      </Stack>
    );
  } else if (done) {
    body = <Text>{question.text}</Text>;
  } else if (question.type === 'radio') {
    body = (
      <Radio.Group label={question.text} value={value[0] ?? null} onChange={(v) => onChange(v ? [v] : [])} error={error} name={`answer-${index}`}>
        <Stack gap="xs" mt="xs">
          {question.options.map((o) => (
            <Radio key={o.value} value={String(o.value)} label={o.label} />
          ))}
        </Stack>
      </Radio.Group>
    );
  } else if (question.type === 'checkbox') {
    body = (
      <Checkbox.Group label={question.text} value={value} onChange={onChange} error={error}>
        <Stack gap="xs" mt="xs">
          {question.options.map((o) => (
            <Checkbox key={o.value} value={String(o.value)} label={o.label} name={`answer-${index}`} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  } else {
    const agree = question.options[0]?.value ?? 1;
    body = (
      <Checkbox
        label={question.text}
        checked={value.includes(String(agree))}
        onChange={(event) => onChange(event.currentTarget.checked ? [String(agree)] : [])}
        error={error}
        name={`answer-${index}`}
      />
    );
  }
  return (
    <Box id={id} tabIndex={-1} data-testid={id} className="induction-question">
      <Paper withBorder p="md" radius="md">
        {done && question.type !== 'skip' && question.type !== 'slides' && (
          <Badge color="teal.9" variant="outline" mb="xs">
            Answered correctly
          </Badge>
        )}
        {body}
        {related.length > 0 && question.type !== 'slides' && <RelatedSlides slides={slides} related={related} onReviewSlide={onReviewSlide} />}
      </Paper>
    </Box>
  );
}
