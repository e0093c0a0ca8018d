import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, SLIDE_PROGRESS_CHECK_MS } from 'shared-contracts';
import { INDUCTION_ERROR_CODES, type SlideCompletionWay, type SlideTiming } from 'shared-contracts/induction';
import { postSlideCompleted, postSlideOpened } from './calls';

// a completion found too early (the slide's opening was lost on the way) is tried again before it is left to the participant
const MAX_RETRIES = 5;
const retryDelayMs = (attempt: number) => 2000 * 2 ** attempt;

interface Options {
  inductionId: string;
  module: number;
  slideCount: number;
  slide: number | null;
  timed: boolean;
  reading: boolean;
  initialCompleted: readonly number[];
}

export function useSlideAttendance({ inductionId, module, slideCount, slide, timed, reading, initialCompleted }: Options) {
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
