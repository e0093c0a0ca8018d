import { useState, type FormEvent } from 'react';
import { MESSAGES, type InductionModule } from 'shared-contracts/induction';
import { Group, Stack, Text, Title } from 'ui-kit';
import { Button, ErrorSummary } from 'ui-kit/form';
import { Alert } from 'ui-kit/widgets';
import { problemMessage, questionDomId, questionsOf, type AnswerValues, type QuestionProblem } from './player-state';
import { QuestionField } from './question-field';

interface Props {
  module: InductionModule;
  page: 1 | 2;
  pending: readonly number[];
  values: AnswerValues;
  problems: Record<number, QuestionProblem>;
  reviewing: boolean;
  busy: boolean;
  connectionIssue: boolean;
  isLastModule: boolean;
  onChange(index: number, value: string[]): void;
  onReviewSlide(slide: number): void;
  onBackToSlides(): void;
  onContinue(): void;
  onBack(): void;
  onSubmit(): void;
  onNextModule(): void;
}

export function QuestionPage(props: Props) {
  const { module, page, pending, values, problems, reviewing, busy, connectionIssue } = props;
  const entries = questionsOf(module).filter((e) => e.page === page);
  const hasSecondPage = Boolean(module.secondPage);
  const errors = entries
    .filter((e) => problems[e.index])
    .map((e) => ({ fieldId: questionDomId(e.index), message: `Question ${entries.indexOf(e) + 1}: ${problemMessage(problems[e.index] as QuestionProblem, e.question)}` }));

  const [presses, setPresses] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPresses((n) => n + 1);
    if (page === 1 && hasSecondPage) props.onContinue();
    else if (reviewing) props.onNextModule();
    else props.onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="induction-questions-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="induction-questions-title" tabIndex={-1}>
          {page === 2 && module.secondPage ? module.secondPage.title : `Questions: ${module.title}`}
        </Title>
        {page === 2 && module.secondPage?.text && <Text>{module.secondPage.text}</Text>}
        {reviewing && <Text>You have completed this module. You can look through it again; your answers are already recorded.</Text>}
        <ErrorSummary items={errors} focusKey={presses} />
        {connectionIssue && (
          <Alert className="induction-alert" color="red" variant="light" title="Connection problem" role="alert" data-testid="connection-issue">
            {MESSAGES.inductionConnectionIssue}
          </Alert>
        )}
        {entries.map((e) => (
          <QuestionField
            key={e.question.Id}
            index={e.index}
            question={e.question}
            slides={module.slides}
            value={values[e.index] ?? []}
            answered={!pending.includes(e.index)}
            readOnly={reviewing}
            error={problems[e.index] ? problemMessage(problems[e.index] as QuestionProblem, e.question) : undefined}
            onChange={(v) => props.onChange(e.index, v)}
            onReviewSlide={props.onReviewSlide}
          />
        ))}
        <Group justify="space-between">
          {page === 2 ? (
            <Button variant="default" onClick={props.onBack}>
              Previous page
            </Button>
          ) : (
            <Button variant="default" onClick={props.onBackToSlides}>
              Back to the slides
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {page === 1 && hasSecondPage ? 'Next page' : reviewing ? 'Continue' : props.isLastModule ? 'Submit answers and finish' : 'Submit answers'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
