import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from 'shared-contracts';
import { INDUCTION_ERROR_CODES, MESSAGES, type InductionProgram, type InductionProgress } from 'shared-contracts/induction';
import { Box, Group, Skeleton, Stack, Text, VisuallyHidden } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Alert } from 'ui-kit/widgets';
import { LabelledProgress } from '../../components/labelled-progress';
import { loadProgress, submitAnswers } from './calls';
import { NavigationTree } from './navigation-tree';
import { answerableIndexes, missingOnPage, pageOf, problemsOf, questionDomId, remainingSlides, resumeView, toRequest, type AnswerValues, type PlayerView, type QuestionProblem } from './player-state';
import { loadedQuestionPage, loadQuestionPage } from './question-code';
import type { QuestionPage as QuestionPageType } from './question-page';
import { RemainingSlides } from './remaining-slides';
import { SlideView } from './slide-view';
import { useFullscreen } from './use-fullscreen';
import { useNarration } from './use-narration';
import { useSlideAttendance } from './use-slide-attendance';

interface Props {
  inductionId: string;
  programme: InductionProgram;
  progress: InductionProgress;
  transcriptsOpen: boolean;
  onReload(): void;
  onComplete(redirect: string): void;
}

const CONTENTS_ID = 'induction-contents';

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
  const [contentsOpen, setContentsOpen] = useState(false);
  const [remainingNotice, setRemainingNotice] = useState<{ message?: string | undefined } | null>(null);
  const [notYet, setNotYet] = useState<number | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(() => (view.kind === 'questions' && progress.unanswered.length ? questionDomId(progress.unanswered[0] as number) : null));
  const frame = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frame);
  const [QuestionPage, setQuestionPage] = useState<typeof QuestionPageType | null>(() => loadedQuestionPage()?.QuestionPage ?? null);
  const [questionsFailed, setQuestionsFailed] = useState(false);
  const loadQuestions = useCallback(() => {
    setQuestionsFailed(false);
    loadQuestionPage().then(
      (loaded) => setQuestionPage(() => loaded.QuestionPage),
      () => setQuestionsFailed(true),
    );
  }, []);
  const prefetchQuestions = () => {
    if (!QuestionPage) loadQuestionPage().then((loaded) => setQuestionPage(() => loaded.QuestionPage), () => undefined);
  };

  const module = modules[shown] as (typeof modules)[number];
  const reviewing = shown < current;
  const slideIndex = view.kind === 'slides' ? view.slide : -1;
  const slide = view.kind === 'slides' ? module.slides[view.slide] : undefined;

  const attendance = useSlideAttendance({
    inductionId,
    module: shown,
    slideCount: module.slides.length,
    slide: slide ? slideIndex : null,
    timed: !reviewing,
    reading: audioError || !slide?.audio,
    initialCompleted: progress.completedSlides ?? [],
  });
  const isDone = (s: number) => reviewing || attendance.completed.has(s);
  const remaining = reviewing ? [] : remainingSlides(module.slides.length, attendance.completed);

  useEffect(() => {
    if (!focusTarget) return;
    const target = document.getElementById(focusTarget);
    if (!target && !QuestionPage && focusTarget.startsWith('induction-question')) return;
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget, QuestionPage]);

  const showSlide = (s: number) => {
    setView({ kind: 'slides', slide: s });
    setFocusTarget('induction-slide-title');
  };

  const toQuestions = (page: 1 | 2) => {
    setPlaying(false);
    setFromQuestions(false);
    setRemainingNotice(null);
    setView({ kind: 'questions', page });
    setFocusTarget('induction-questions-title');
  };

  const goToQuestions = (left: readonly number[] = remaining) => {
    if (left.length) {
      setPlaying(false);
      setRemainingNotice({});
      setFocusTarget('induction-remaining');
      return;
    }
    toQuestions(1);
  };

  const advance = () => {
    if (view.kind !== 'slides') return;
    if (!isDone(view.slide) && view.slide + 1 < module.slides.length) {
      setNotYet(view.slide);
      setFocusTarget('induction-not-yet');
      return;
    }
    setNotYet(null);
    if (view.slide + 1 < module.slides.length) setView({ kind: 'slides', slide: view.slide + 1 });
    else goToQuestions();
  };

  const narration = useNarration({
    src: audioError || !slide ? null : slide.audio,
    autoplay: playing,
    onEnd: () => {
      if (view.kind !== 'slides') return;
      if (reviewing) return advance();
      const recorded = attendance.narrationEnded(view.slide);
      setNotYet(null);
      if (view.slide + 1 < module.slides.length) return setView({ kind: 'slides', slide: view.slide + 1 });
      void recorded.then((left) => {
        setPlaying(false);
        if (left) goToQuestions(left);
      });
    },
    onError: () => setAudioError(true),
  });

  const openModule = (index: number, slideTo = 0) => {
    setShown(index);
    setPlaying(false);
    setFromQuestions(false);
    setProblems({});
    setRemainingNotice(null);
    setContentsOpen(false);
    showSlide(slideTo);
  };

  const reviewSlide = (s: number) => {
    setFromQuestions(true);
    showSlide(s);
  };

  const flagMissing = (missing: number[]) => setProblems(Object.fromEntries(missing.map((i) => [i, 'missing' as const])));

  const slidesIncomplete = async (message: string | undefined) => {
    const fresh = await loadProgress(inductionId).catch(() => null);
    const done = fresh?.module === current ? new Set(fresh.completedSlides ?? []) : attendance.completed;
    if (done !== attendance.completed) attendance.replaceCompleted([...done]);
    setView({ kind: 'slides', slide: remainingSlides(module.slides.length, done)[0] ?? 0 });
    setRemainingNotice({ message });
    setFocusTarget('induction-remaining');
  };

  const sending = async (send: () => Promise<void>) => {
    setBusy(true);
    setConnectionIssue(false);
    setFailed(false);
    try {
      await send();
    } catch (error) {
      if (isApiError(error) && error.kind === 'network') setConnectionIssue(true);
      else if (isApiError(error) && error.status === 409 && error.code === INDUCTION_ERROR_CODES.slidesIncomplete) await slidesIncomplete(error.serverMessage);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (view.kind !== 'questions') return;
    const page = view.page;
    const missing = missingOnPage(module, page, values, pending);
    if (missing.length) return flagMissing(missing);
    await sending(async () => {
      const result = await submitAnswers(inductionId, current, toRequest(module, values, pending));
      if (result.result === 'complete') return onComplete(result.redirect);
      if (result.result === 'devonport') return onReload();
      if (result.result === 'incorrect') {
        setPending(result.unanswered);
        setProblems(problemsOf(result.unanswered, values));
        const first = result.unanswered[0];
        if (first !== undefined && pageOf(module, first) !== page) setView({ kind: 'questions', page: pageOf(module, first) });
        return undefined;
      }
      const next = modules[result.module];
      setCurrent(result.module);
      setPending(next ? answerableIndexes(next) : []);
      setValues({});
      attendance.replaceCompleted([]);
      openModule(result.module);
    });
  };

  // page 1's answers are checked before page 2, so that a wrong answer is flagged on its own page
  const onContinue = async () => {
    const toSecondPage = () => {
      setProblems({});
      toQuestions(2);
    };
    if (reviewing) return toSecondPage();
    const missing = missingOnPage(module, 1, values, pending);
    if (missing.length) return flagMissing(missing);
    const firstPage = pending.filter((i) => pageOf(module, i) === 1);
    if (!firstPage.length) return toSecondPage();
    await sending(async () => {
      const result = await submitAnswers(inductionId, current, toRequest(module, values, firstPage));
      if (result.result === 'devonport') return onReload();
      if (result.result === 'incorrect') {
        setPending(result.unanswered);
        const wrong = result.unanswered.filter((i) => pageOf(module, i) === 1);
        if (wrong.length) return setProblems(problemsOf(wrong, values));
      }
      if (result.result === 'complete') return onComplete(result.redirect);
      return toSecondPage();
    });
  };

  const onQuestions = !(view.kind === 'slides' && slide);
  useEffect(() => {
    if (onQuestions && !QuestionPage) loadQuestions();
  }, [onQuestions, QuestionPage, loadQuestions]);

  const completedModules = Math.min(current, modules.length);
  const slidesDone = module.slides.filter((_, i) => isDone(i)).length;
  return (
    <Box ref={frame} className="induction-frame" data-fullscreen={fullscreen.active || undefined} onPointerDownCapture={prefetchQuestions} onFocusCapture={prefetchQuestions}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Text fw={700} data-testid="module-heading" style={{ flex: '1 1 16rem' }}>
            Module {shown + 1} of {modules.length}: {module.title}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button size="sm" variant="default" className="induction-contents-toggle" aria-expanded={contentsOpen} aria-controls={CONTENTS_ID} onClick={() => setContentsOpen((open) => !open)}>
              Contents
            </Button>
            {fullscreen.supported && (
              <Button size="sm" variant="subtle" onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
                {fullscreen.active ? 'Exit full screen' : 'Full screen'}
              </Button>
            )}
          </Group>
        </Group>
        <LabelledProgress
          value={((completedModules + (shown === current && module.slides.length ? slidesDone / (module.slides.length + 1) : 0)) / modules.length) * 100}
          label="Induction progress"
          valueText={`${completedModules} of ${modules.length} modules completed; ${slidesDone} of ${module.slides.length} slides of this module`}
        />
        <div className="induction-layout">
          <div className="induction-contents" data-open={contentsOpen} onKeyDown={(event) => event.key === 'Escape' && setContentsOpen(false)}>
            {contentsOpen && (
              <div className="induction-contents-close">
                <Button size="sm" variant="default" onClick={() => setContentsOpen(false)}>
                  Close the contents
                </Button>
              </div>
            )}
            <NavigationTree
              id={CONTENTS_ID}
              modules={modules}
              shown={shown}
              current={current}
              shownSlide={slide ? slideIndex : null}
              completedSlides={attendance.completed}
              onOpen={openModule}
            />
          </div>
          <Box>
            {failed && (
              <Alert color="red" variant="light" role="alert" mb="md">
                {MESSAGES.unknownError}
              </Alert>
            )}
            {remainingNotice && remaining.length > 0 && <RemainingSlides module={module} remaining={remaining} message={remainingNotice.message} onOpen={showSlide} />}
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
                  completed={isDone(view.slide)}
                  reading={attendance.reading}
                  recording={attendance.recording}
                  onPlay={() => {
                    setPlaying(true);
                    narration.play();
                  }}
                  onPause={() => {
                    setPlaying(false);
                    narration.pause();
                  }}
                />
                {notYet === view.slide && !isDone(view.slide) && (
                  <Alert id="induction-not-yet" tabIndex={-1} color="blue" variant="light" role="status" data-testid="slide-not-complete">
                    {audioError || !slide.audio
                      ? 'Read this slide first: you can move on when its reading time has passed.'
                      : 'Listen to this slide to the end first: press Play. You can move on when its narration has finished.'}
                  </Alert>
                )}
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
            ) : !QuestionPage ? (
              <QuestionsLoading failed={questionsFailed} onRetry={loadQuestions} />
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
                onContinue={() => void onContinue()}
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

function QuestionsLoading({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  if (failed) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" variant="light" role="alert" data-testid="questions-failed">
          {MESSAGES.networkProblem}
        </Alert>
        <Button onClick={onRetry}>Try again</Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading the questions">
      <Skeleton height={28} width="60%" />
      <Skeleton height={160} />
    </Stack>
  );
}
