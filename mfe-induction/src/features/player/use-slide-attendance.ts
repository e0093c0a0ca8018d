import { useCallback, useEffect, useRef, useState } from 'react';
import { SLIDE_PROGRESS_CHECK_MS } from 'shared-contracts';
import { isApiError } from 'shared-contracts';
import { INDUCTION_ERROR_CODES, type SlideCompletionWay, type SlideTiming } from 'shared-contracts/induction';
import { postSlideCompleted, postSlideOpened } from './calls';

/**
 * A completion the server found too early (its clock started late: the slide's opening was lost on the way) is tried
 * again after 2, 4, 8, 16 and 32 seconds before the slide is left to the participant to take again.
 */
const MAX_RETRIES = 5;
const retryDelayMs = (attempt: number) => 2000 * 2 ** attempt;

interface Options {
  inductionId: string;
  /** the module on screen */
  module: number;
  /** how many slides it has */
  slideCount: number;
  /** the slide on screen, or null on the questions */
  slide: number | null;
  /** the module on screen is the participant's current one: its slides are timed (a completed module is only reviewed) */
  timed: boolean;
  /** the slide is taken by reading (the audio error, or a slide without narration): it completes once its reading time has run */
  reading: boolean;
  /** the current module's slides the server has already recorded */
  initialCompleted: readonly number[];
}

export interface Attendance {
  /** the slides of the module on screen that are completed */
  completed: ReadonlySet<number>;
  /** the reading time left on the slide on screen (the audio-error path), or null */
  reading: { left: number; total: number } | null;
  /** a completion is waiting for the server's clock */
  recording: boolean;
  /** the narration of a slide reached its end: records it, and resolves the slides still to complete (null when it could not) */
  narrationEnded(slide: number): Promise<number[] | null>;
  /** the server's list of completed slides (after it refused the answers, or on a new module) */
  replaceCompleted(slides: readonly number[]): void;
}

/**
 * Proof of attendance in the player (issue 20): tells the server each slide it shows (the server's clock of that
 * slide runs from then), records a slide when its narration ends, and on the audio-error path counts down the
 * reading time the server gave and then records the slide. The server decides; when it says a completion came
 * too early, the player waits the seconds it names and tries again.
 */
export function useSlideAttendance({ inductionId, module, slideCount, slide, timed, reading, initialCompleted }: Options): Attendance {
  const [completed, setCompleted] = useState<ReadonlySet<number>>(() => new Set(initialCompleted));
  const [timing, setTiming] = useState<(SlideTiming & { slide: number; module: number; at: number }) | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  const [recording, setRecording] = useState(false);
  const retryTimer = useRef<number | undefined>(undefined);
  const moduleRef = useRef(module);
  moduleRef.current = module;

  const replaceCompleted = useCallback((slides: readonly number[]) => setCompleted(new Set(slides)), []);

  const record = useCallback(
    (slideIndex: number, by: SlideCompletionWay, attempt = 0): Promise<number[] | null> => {
      const forModule = moduleRef.current;
      setRecording(true);
      return postSlideCompleted(inductionId, forModule, slideIndex, by).then(
        (answer) => {
          setRecording(false);
          if (moduleRef.current !== forModule) return null;
          const remaining = answer.remaining ?? [];
          setCompleted(new Set(Array.from({ length: slideCount }, (_, i) => i).filter((i) => !remaining.includes(i))));
          return remaining;
        },
        (error: unknown) => {
          const tooEarly = isApiError(error) && error.status === 409 && error.code === INDUCTION_ERROR_CODES.slideTooEarly;
          if (!tooEarly || attempt >= MAX_RETRIES) {
            setRecording(false);
            return null;
          }
          return new Promise<number[] | null>((resolve) => {
            retryTimer.current = window.setTimeout(() => resolve(record(slideIndex, by, attempt + 1)), retryDelayMs(attempt));
          });
        },
      );
    },
    [inductionId, slideCount],
  );

  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  // a slide on screen of the current module: the server's clock of that slide runs from now
  useEffect(() => {
    setTiming(null);
    setLeft(null);
    if (!timed || slide === null) return undefined;
    let cancelled = false;
    postSlideOpened(inductionId, module, slide).then(
      (answer) => {
        if (cancelled) return;
        setTiming({ ...answer, slide, module, at: performance.now() });
        if (answer.completed) setCompleted((old) => (old.has(slide) ? old : new Set([...old, slide])));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [inductionId, module, slide, timed]);

  // the audio-error path: the reading time counts down, then the slide is recorded
  const readingSlide = reading && timing && timing.slide === slide && timing.module === module && !completed.has(timing.slide) ? timing : null;
  useEffect(() => {
    if (!readingSlide) return undefined;
    const due = Math.max(0, readingSlide.readingSeconds - readingSlide.spentSeconds);
    let sent = false;
    const tick = () => {
      const rest = Math.max(0, due - (performance.now() - readingSlide.at) / 1000);
      setLeft(rest);
      if (rest === 0 && !sent) {
        sent = true;
        window.clearInterval(check);
        void record(readingSlide.slide, 'reading');
      }
    };
    const check = window.setInterval(tick, SLIDE_PROGRESS_CHECK_MS * 2);
    tick();
    return () => window.clearInterval(check);
  }, [readingSlide, record]);

  const narrationEnded = useCallback((slideIndex: number) => record(slideIndex, 'narration'), [record]);

  return {
    completed,
    reading: readingSlide && left !== null ? { left, total: readingSlide.readingSeconds } : null,
    recording,
    narrationEnded,
    replaceCompleted,
  };
}
