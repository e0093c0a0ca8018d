import type { InductionQuestion, InductionSlide } from 'shared-contracts/induction';
import { Box, Group, Paper, Stack, Text } from 'ui-kit';
import { Checkbox, RadioGroup } from 'ui-kit/form';
import { Badge, UnstyledButton } from 'ui-kit/widgets';
import { isAnswerable, questionDomId } from './player-state';

interface Props {
  index: number;
  question: InductionQuestion;
  slides: InductionSlide[];
  value: string[];
  answered: boolean;
  readOnly: boolean;
  error?: string | undefined;
  onChange(value: string[]): void;
  onReviewSlide(slide: number): void;
}

export function QuestionField({ index, question, slides, value, answered, readOnly, error, onChange, onReviewSlide }: Props) {
  const related = question.slides ?? [];
  const id = questionDomId(index);
  const done = answered || readOnly;
  const titleOf = (s: number) => slides[s]?.title ?? `Slide ${s + 1}`;
  let body;
  if (question.type === 'slides') {
    body = (
      <Stack gap="xs">
        <Text>{question.text}</Text>
        {related.map((s) => (
          <Paper key={s} withBorder p="sm" bg="gray.0">
            <Text fw={700}>{titleOf(s)}</Text>
            <Text size="sm">{slides[s]?.text}</Text>
          </Paper>
        ))}
      </Stack>
    );
  } else if (done || question.type === 'skip') {
    body = <Text>{question.text}</Text>;
  } else if (question.type === 'radio') {
    body = (
      <RadioGroup
        label={question.text}
        name={`answer-${index}`}
        value={value[0] ?? null}
        onChange={(event) => onChange([event.currentTarget.value])}
        error={error}
        options={question.options.map((o) => ({ value: String(o.value), label: o.label }))}
      />
    );
  } else if (question.type === 'checkbox') {
    const errorId = `${id}-error`;
    body = (
      <fieldset className="ui-field induction-checkboxes" data-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        <legend className="ui-field-label">{question.text}</legend>
        <div className="ui-radios">
          {question.options.map((o) => {
            const option = String(o.value);
            return (
              <Checkbox
                key={option}
                id={`${id}-${option}`}
                name={`answer-${index}`}
                value={option}
                label={o.label}
                checked={value.includes(option)}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => onChange(event.currentTarget.checked ? [...value, option] : value.filter((v) => v !== option))}
              />
            );
          })}
        </div>
        {error && (
          <p className="ui-field-error" id={errorId}>
            {error}
          </p>
        )}
      </fieldset>
    );
  } else {
    const agree = String(question.options[0]?.value ?? 1);
    body = (
      <Checkbox
        id={`${id}-${agree}`}
        label={question.text}
        name={`answer-${index}`}
        value={agree}
        checked={value.includes(agree)}
        onChange={(event) => onChange(event.currentTarget.checked ? [agree] : [])}
        error={error}
      />
    );
  }
  return (
    <Box id={id} tabIndex={-1} data-testid={id} className="induction-question">
      <Paper withBorder p="md" radius="md">
        {done && isAnswerable(question) && (
          <Badge color="teal.9" variant="outline" mb="xs">
            Answered correctly
          </Badge>
        )}
        {body}
        {related.length > 0 && question.type !== 'slides' && (
          <Group gap="xs" mt="xs">
            <Text size="sm">Related slides:</Text>
            {related.map((s) => (
              <UnstyledButton key={s} onClick={() => onReviewSlide(s)} className="induction-link">
                {titleOf(s)}
              </UnstyledButton>
            ))}
          </Group>
        )}
      </Paper>
    </Box>
  );
}
