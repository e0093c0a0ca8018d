import { useEffect, useRef, useState } from 'react';
import { isApiError, MESSAGES, type InductionProgram, type InductionProgress } from 'shared-contracts/api';
import { Box, Button, Group, Stack, Text, VisuallyHidden } from 'ui-kit';
import { Alert } from 'ui-kit/widgets';
import { LabelledProgress } from '../../components/labelled-progress';
import { answerableIndexes, missingOnPage, pageOf, problemsOf, questionDomId, resumeView, toRequest, type AnswerValues, type PlayerView, type QuestionProblem } from './player-state';
import { NavigationTree } from './navigation-tree';
import { postSlideCompleted } from './post-slide-completed';
import { QuestionPage } from './question-page';
import { SlideView } from './slide-view';
import { submitAnswers } from './submit-answers';
import { useFullscreen } from './use-fullscreen';
import { useNarration } from './use-narration';

interface Props {
  inductionId: number;
  programme: InductionProgram;
  progress: InductionProgress;
  /** spa variant: transcripts open from the start */
  transcriptsOpen: boolean;
  /** the answer check said devonport: load the player again (spec §4) */
  onReload(): void;
  /** the induction is complete: go to the redirect (spec §4) */
  onComplete(redirect: string): void;
}

/**
 * The induction player (spec §2, §4): slides with narration, previous / next / play / pause, fullscreen, the
 * navigation tree, related slides and each module's questions. It starts where the participant left off.
 */
export function Player({ inductionId, programme, progress, transcriptsOpen, onReload, onComplete }: Props) {
  const modules = programme.modules;
  const [current, setCurrent] = useState(progress.module);
  const [shown, setShown] = useState(progress.module);
  const [view, setView] = useState<PlayerView>(() => resumeView(modules[progress.module] as (typeof modules)[number], progress));
  const [pending, setPending] = useState<number[]>(progress.unanswered);
  const [values, setValues] = useState<AnswerValues>({});
  const [problems, setProblems] = useState<Record<number, QuestionProblem>>({});
  const [busy, setBusy] = useState(false);
  const [connectionIssue, setConnectionIssue] = useState(false);
  const [failed, setFailed] = useState(false);
  const [audioError, setAudioError] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [fromQuestions, setFromQuestions] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(() =>
    resumeView(modules[progress.module] as (typeof modules)[number], progress).kind === 'questions' && progress.unanswered.length ? questionDomId(progress.unanswered[0] as number) : null,
  );
  const frame = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frame);

  const module = modules[shown] as (typeof modules)[number];
  const reviewing = shown < current;
  const slideIndex = view.kind === 'slides' ? view.slide : -1;
  const slide = view.kind === 'slides' ? module.slides[view.slide] : undefined;

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const toQuestions = (page: 1 | 2 = 1) => {
    setPlaying(false);
    setFromQuestions(false);
    setView({ kind: 'questions', page });
    setFocusTarget('induction-questions-title');
  };

  const advance = () => {
    if (view.kind !== 'slides') return;
    if (view.slide + 1 < module.slides.length) setView({ kind: 'slides', slide: view.slide + 1 });
    else toQuestions(1);
  };

  const narration = useNarration({
    src: audioError || !slide ? null : slide.audio,
    autoplay: playing,
    onEnd: () => {
      // spec §4: slide completion is posted when the audio reaches its end, then the participant moves on
      void postSlideCompleted(inductionId, shown, slideIndex).catch(() => undefined);
      advance();
    },
    onError: () => setAudioError(true),
  });

  const openModule = (index: number, slideTo = 0) => {
    setShown(index);
    setPlaying(false);
    setFromQuestions(false);
    setProblems({});
    setView({ kind: 'slides', slide: slideTo });
    setFocusTarget('induction-slide-title');
  };

  const reviewSlide = (s: number) => {
    setFromQuestions(true);
    setView({ kind: 'slides', slide: s });
    setFocusTarget('induction-slide-title');
  };

  const flagMissing = (missing: number[]) => {
    setProblems(Object.fromEntries(missing.map((i) => [i, 'missing' as const])));
  };

  const submit = async () => {
    if (view.kind !== 'questions') return;
    const missing = missingOnPage(module, view.page, values, pending);
    if (missing.length) return flagMissing(missing);
    setBusy(true);
    setConnectionIssue(false);
    setFailed(false);
    try {
      const result = await submitAnswers(inductionId, current, toRequest(module, values, pending));
      if (result.result === 'complete') return onComplete(result.redirect);
      if (result.result === 'devonport') return onReload();
      if (result.result === 'incorrect') {
        setPending(result.unanswered);
        setProblems(problemsOf(result.unanswered, values));
        const first = result.unanswered[0];
        if (first !== undefined && pageOf(module, first) !== view.page) setView({ kind: 'questions', page: pageOf(module, first) });
        return undefined;
      }
      const next = modules[result.module];
      setCurrent(result.module);
      setPending(next ? answerableIndexes(next) : []);
      setValues({});
      openModule(result.module);
    } catch (error) {
      // spec §8: a network failure of the answer check sets the connection-issue flag
      if (isApiError(error) && error.kind === 'network') setConnectionIssue(true);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
    return undefined;
  };

  const onContinue = () => {
    const missing = reviewing ? [] : missingOnPage(module, 1, values, pending);
    if (missing.length) return flagMissing(missing);
    setProblems({});
    setView({ kind: 'questions', page: 2 });
    setFocusTarget('induction-questions-title');
    return undefined;
  };

  const completedModules = Math.min(current, modules.length);
  return (
    <Box ref={frame} className="induction-frame" data-fullscreen={fullscreen.active || undefined}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Text fw={700} data-testid="module-heading">
            Module {shown + 1} of {modules.length}: {module.title}
          </Text>
          {fullscreen.supported && (
            <Button variant="subtle" onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
              {fullscreen.active ? 'Exit full screen' : 'Full screen'}
            </Button>
          )}
        </Group>
        <LabelledProgress value={(completedModules / modules.length) * 100} label="Induction progress" valueText={`${completedModules} of ${modules.length} modules completed`} />
        <div className="induction-layout">
          <NavigationTree modules={modules} shown={shown} current={current} onModule={(i) => openModule(i)} onSlide={(i, s) => openModule(i, s)} />
          <Box>
            {failed && (
              <Alert color="red" variant="light" role="alert" mb="md">
                {MESSAGES.unknownError}
              </Alert>
            )}
            {view.kind === 'slides' && slide ? (
              <Stack gap="md">
                <VisuallyHidden aria-live="polite">{`Slide ${view.slide + 1} of ${module.slides.length}`}</VisuallyHidden>
                <SlideView
                  slide={slide}
                  index={view.slide}
                  count={module.slides.length}
                  narration={narration}
                  audioError={audioError}
                  transcriptOpen={transcriptsOpen}
                  onPlay={() => {
                    setPlaying(true);
                    narration.play();
                  }}
                  onPause={() => {
                    setPlaying(false);
                    narration.pause();
                  }}
                />
                <Group justify="space-between">
                  <Button variant="default" disabled={view.slide === 0} onClick={() => setView({ kind: 'slides', slide: view.slide - 1 })}>
                    Previous
                  </Button>
                  {fromQuestions ? (
                    <Button onClick={() => toQuestions(pageOf(module, pending[0] ?? 0))}>Back to the questions</Button>
                  ) : (
                    <Button onClick={advance}>{view.slide + 1 < module.slides.length ? 'Next' : 'Go to the questions'}</Button>
                  )}
                </Group>
              </Stack>
            ) : (
              <QuestionPage
                module={module}
                page={view.kind === 'questions' ? view.page : 1}
                pending={reviewing ? [] : pending}
                values={values}
                problems={problems}
                reviewing={reviewing}
                busy={busy}
                connectionIssue={connectionIssue}
                isLastModule={shown === modules.length - 1}
                onChange={(index, v) => {
                  setValues((old) => ({ ...old, [index]: v }));
                  setProblems(({ [index]: _, ...rest }) => rest);
                }}
                onReviewSlide={reviewSlide}
                onBackToSlides={() => openModule(shown, Math.max(module.slides.length - 1, 0))}
                onContinue={onContinue}
                onBack={() => setView({ kind: 'questions', page: 1 })}
                onSubmit={() => void submit()}
                onNextModule={() => openModule(shown + 1 <= current ? shown + 1 : current)}
              />
            )}
          </Box>
        </div>
      </Stack>
    </Box>
  );
}
