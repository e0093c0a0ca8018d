import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { MESSAGES, SLIDES_INCOMPLETE_MESSAGE, type InductionProgram, type InductionProgress } from 'shared-contracts/induction';
import { configureTestApi } from 'ui-kit/testing';
import { ONE_QUESTION, renderPlayer as renderPlayerOf } from '../../testing/one-question';
import { loadQuestionPage } from './question-code';
import { loadProgress, postSlideCompleted, postSlideOpened, submitAnswers } from './calls';
import { useNarration } from './use-narration';

// the player's journeys type and click through slides and questions: a few seconds each on a busy machine
jest.setTimeout(20_000);

jest.mock('./calls', () => ({ submitAnswers: jest.fn(), postSlideCompleted: jest.fn(), postSlideOpened: jest.fn(), loadProgress: jest.fn() }));
jest.mock('./use-narration', () => ({ useNarration: jest.fn() }));

const narration = { status: 'ready' as const, position: 0, duration: 12, play: jest.fn(), pause: jest.fn() };
type NarrationOptions = Parameters<typeof useNarration>[0];
let lastOptions: NarrationOptions;
jest.mocked(useNarration).mockImplementation((options) => {
  lastOptions = options;
  return narration;
});

const radio = { Id: 1, type: 'radio' as const, text: 'What does the card show?', options: [1, 2].map((value) => ({ value, label: `Answer ${value}` })), slides: [1] };
const checkbox = {
  Id: 2,
  type: 'checkbox' as const,
  text: 'Which are true?',
  options: [1, 2, 3].map((value) => ({ value, label: `Statement ${value}` })),
  error: 'A visitor is always escorted.',
};
/** ONE_QUESTION with a second slide and question in its module, and a second module. */
const programme: InductionProgram = {
  ...ONE_QUESTION,
  modules: [
    {
      ...ONE_QUESTION.modules[0]!,
      navigation: [
        { title: 'Welcome', slide: 0 },
        { title: 'Why', slide: 1 },
      ],
      slides: [
        {
          title: 'Welcome',
          text: 'Welcome to the induction.',
          audio: '/induction/audio/a.ogg',
          points: ['Eight short modules.'],
          figure: { src: '/induction/figures/course-map.0123456789ab.svg', alt: 'The eight modules in order.' },
        },
        { title: 'Why', text: 'Why the card exists.', audio: '/induction/audio/b.ogg' },
      ],
      questions: [radio, checkbox],
    },
    {
      Id: 101,
      title: 'Obligations',
      parent: null,
      navigation: [{ title: 'Reporting', slide: 0 }],
      slides: [{ title: 'Reporting', text: 'Report a lost card within 7 days.', audio: null }],
      questions: [{ Id: 3, type: 'declaration', text: 'I declare that I understand.', options: [{ value: 1, label: 'I agree' }] }],
    },
  ],
};
const start: InductionProgress = { module: 0, unanswered: [0, 1], induction: null, redirect: '/induction-status/5/key', domain: 'localhost', slide: 0, completedSlides: [] };
const atQuestions: InductionProgress = { ...start, slide: 2, completedSlides: [0, 1] };

const renderPlayer = (progress = start, options: Parameters<typeof renderPlayerOf>[1] = {}) => renderPlayerOf(progress, { programme, ...options });

// the figures' addresses are under the API base; every call itself is mocked above
configureTestApi();
// the questions' code is a chunk of its own, here already loaded (its late arrival: question-code.test.tsx)
beforeAll(() => loadQuestionPage());

/** The slides the server has recorded in this test; it answers the ones of the module still to complete. */
let recorded: Set<number>;
beforeEach(() => {
  recorded = new Set();
  jest.mocked(submitAnswers).mockReset();
  jest.mocked(loadProgress).mockReset();
  jest.mocked(postSlideOpened).mockReset().mockResolvedValue({ spentSeconds: 0, readingSeconds: 30, completed: false });
  jest.mocked(postSlideCompleted)
    .mockReset()
    .mockImplementation(async (_id, module, slide) => {
      recorded.add(slide);
      const count = programme.modules[module]?.slides.length ?? 0;
      return { ok: true, remaining: Array.from({ length: count }, (_, i) => i).filter((i) => !recorded.has(i)) };
    });
  narration.play.mockClear();
  narration.pause.mockClear();
});

const contents = () => screen.getByRole('navigation', { name: 'Induction contents' });

describe('the induction player (spec §2, §4; issue 20)', () => {
  it('plays only when asked, tells the server each slide it shows, and records a slide when its narration ends', async () => {
    const user = userEvent.setup();
    renderPlayer();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await waitFor(() => expect(postSlideOpened).toHaveBeenCalledWith('Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo', 0, 0));
    expect(lastOptions.autoplay).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Play narration' }));
    expect(narration.play).toHaveBeenCalled();
    act(() => lastOptions.onEnd());
    expect(postSlideCompleted).toHaveBeenCalledWith('Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo', 0, 0, 'narration');
    expect(await screen.findByRole('heading', { name: 'Why' })).toBeInTheDocument();
    await waitFor(() => expect(postSlideOpened).toHaveBeenCalledWith('Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo', 0, 1));
    // the participant is listening: the next slide's narration starts by itself, and pause is offered (WCAG 1.4.2)
    expect(lastOptions.autoplay).toBe(true);
    // the first slide is marked done in the contents
    expect(within(contents()).getByRole('button', { name: /Welcome.*\(completed\)/ })).toBeInTheDocument();
  });

  it('shows the slide’s figure with its text alternative and its key points, with the narration’s transcript behind its button', async () => {
    const user = userEvent.setup();
    renderPlayer();
    expect(screen.getByRole('img', { name: 'The eight modules in order.' })).toHaveAttribute('src', 'http://api.test/induction/figures/course-map.0123456789ab.svg');
    expect(screen.getByRole('heading', { name: 'Remember' })).toBeInTheDocument();
    expect(screen.getByText('Eight short modules.')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the induction.')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show transcript' }));
    expect(screen.getByText('Welcome to the induction.')).toBeVisible();
  });

  it('lists every slide of every module in the contents, the ones of modules not reached as text only', async () => {
    const user = userEvent.setup();
    renderPlayer();
    const tree = contents();
    for (const module of programme.modules) for (const item of module.navigation) expect(within(tree).getByText(item.title)).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: /Obligations/ })).toBeDisabled();
    expect(within(tree).queryByRole('button', { name: /Reporting/ })).toBeNull();
    expect(within(tree).getByRole('button', { name: /The MSIC scheme/ })).toHaveAttribute('aria-current', 'step');
    // the contents button (shown on phones) opens and closes them; choosing a slide closes them
    const toggle = screen.getByRole('button', { name: 'Contents' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(tree).getByRole('button', { name: 'Why' }));
    expect(screen.getByRole('heading', { name: 'Why' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the questions closed until every slide is completed, and says which slides remain', async () => {
    const user = userEvent.setup();
    renderPlayer();
    // issue 39: "Next" does not move past a slide whose narration has not played: the slide says what it needs
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('slide-not-complete')).toHaveTextContent('Listen to this slide to the end first');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    // the contents still open any slide of the module under way
    await user.click(within(screen.getByRole('navigation', { name: 'Induction contents' })).getByRole('button', { name: /^Why/ }));
    await user.click(screen.getByRole('button', { name: 'Go to the questions' }));
    const notice = await screen.findByRole('alert', { name: 'Slides still to complete' });
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent(SLIDES_INCOMPLETE_MESSAGE);
    expect(within(notice).getByRole('button', { name: 'Slide 1: Welcome' })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Slide 2: Why' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    // the second slide's narration ends: one slide left
    act(() => lastOptions.onEnd());
    await waitFor(() => expect(within(notice).queryByRole('button', { name: 'Slide 2: Why' })).toBeNull());
    await user.click(within(notice).getByRole('button', { name: 'Slide 1: Welcome' }));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toHaveFocus();
    // its narration ends: every slide is done, and the player moves on to the last slide
    act(() => lastOptions.onEnd());
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Slides still to complete' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Why' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the questions' }));
    expect(screen.getByRole('radio', { name: 'Answer 1' })).toBeInTheDocument();
  });

  it('the audio-error path: slides only, each read for the time the server gives before it counts (spec §4)', async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(postSlideOpened).mockResolvedValue({ spentSeconds: 0, readingSeconds: 3, completed: false });
      renderPlayer();
      act(() => lastOptions.onError());
      expect(await screen.findByText(MESSAGES.audioError)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Play narration' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Hide transcript' })).toBeInTheDocument();
      expect(lastOptions.src).toBeNull();
      expect(await screen.findByText(/It counts as read in 0:03/)).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(1500);
      });
      expect(postSlideCompleted).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(2000);
      });
      expect(postSlideCompleted).toHaveBeenCalledWith('Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo', 0, 0, 'reading');
      expect(await screen.findByText(/You have read this slide/)).toBeInTheDocument();
      expect(screen.getByTestId('slide-completed')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('tries a completion again when the server says it came too early', async () => {
    jest.useFakeTimers();
    try {
      jest
        .mocked(postSlideCompleted)
        .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 409, code: 'slide_too_early', message: 'too early', serverMessage: 'This slide has not been open long enough yet.' }))
        .mockResolvedValueOnce({ ok: true, remaining: [1] });
      renderPlayer();
      act(() => lastOptions.onEnd());
      expect(postSlideCompleted).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(2100));
      expect(postSlideCompleted).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('flags a missing answer without asking the server (spec §5)', async () => {
    const user = userEvent.setup();
    renderPlayer(atQuestions);
    await user.click(screen.getByRole('radio', { name: 'Answer 2' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findAllByText(MESSAGES.missingAnswer)).not.toHaveLength(0);
    expect(submitAnswers).not.toHaveBeenCalled();
  });

  it('shows the question’s own error or "You answered this question incorrectly." next to it and in the summary (spec §8)', async () => {
    const user = userEvent.setup();
    jest.mocked(submitAnswers).mockResolvedValue({ result: 'incorrect', unanswered: [0, 1] });
    renderPlayer(atQuestions);
    await user.click(screen.getByRole('radio', { name: 'Answer 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Statement 3' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(submitAnswers).toHaveBeenCalledWith('Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo', 0, { 'answer-0': '1', 'answer-1': ['3'] });
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByText('Question 1: You answered this question incorrectly.')).toBeInTheDocument();
    expect(within(summary).getByText('Question 2: A visitor is always escorted.')).toBeInTheDocument();
    // and next to each question
    expect(screen.getByText('You answered this question incorrectly.')).toHaveClass('ui-field-error');
    expect(screen.getByTestId('induction-question-0')).toContainElement(screen.getByText('You answered this question incorrectly.'));
    expect(screen.getByText('A visitor is always escorted.')).toHaveClass('ui-field-error');
    expect(screen.getByTestId('induction-question-1')).toContainElement(screen.getByText('A visitor is always escorted.'));
    // each group is described by its error
    expect(screen.getByRole('radiogroup', { name: /./ })).toHaveAccessibleDescription('You answered this question incorrectly.');
  });

  it('goes back to the slides the server has not recorded when it refuses the answers (409 slides_incomplete)', async () => {
    const user = userEvent.setup();
    jest.mocked(submitAnswers).mockRejectedValue(new ApiError({ kind: 'http', status: 409, code: 'slides_incomplete', message: 'refused', serverMessage: SLIDES_INCOMPLETE_MESSAGE }));
    jest.mocked(loadProgress).mockResolvedValue({ ...atQuestions, completedSlides: [0] });
    renderPlayer(atQuestions);
    await user.click(screen.getByRole('radio', { name: 'Answer 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Statement 1' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const notice = await screen.findByRole('alert', { name: 'Slides still to complete' });
    expect(within(notice).getByRole('button', { name: 'Slide 2: Why' })).toBeInTheDocument();
    expect(within(notice).queryByRole('button', { name: 'Slide 1: Welcome' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Why' })).toBeInTheDocument();
  });

  it('sets the connection-issue flag when the answer check cannot reach the server (spec §8)', async () => {
    const user = userEvent.setup();
    jest.mocked(submitAnswers).mockRejectedValue(new ApiError({ kind: 'network', status: -1, message: 'Network error (status -1)' }));
    renderPlayer(atQuestions);
    await user.click(screen.getByRole('radio', { name: 'Answer 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Statement 1' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText(MESSAGES.inductionConnectionIssue)).toBeInTheDocument();
  });

  it('resumes at the first unanswered question, with the ones already right shown as answered (spec §4)', async () => {
    renderPlayer({ ...atQuestions, unanswered: [1] });
    const question = screen.getByTestId('induction-question-1');
    await waitFor(() => expect(question).toHaveFocus());
    expect(within(screen.getByTestId('induction-question-0')).getByText('Answered correctly')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('moves to the next module, reads its slide without narration, then completes (spec §4)', async () => {
    const user = userEvent.setup();
    jest.mocked(postSlideOpened).mockResolvedValue({ spentSeconds: 0, readingSeconds: 0, completed: false });
    jest.mocked(submitAnswers).mockResolvedValueOnce({ result: 'next', module: 1 }).mockResolvedValueOnce({ result: 'complete', redirect: '/induction-status/5/key' });
    const { onComplete } = renderPlayer(atQuestions);
    await user.click(screen.getByRole('radio', { name: 'Answer 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Statement 1' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('heading', { name: 'Reporting' })).toBeInTheDocument();
    await waitFor(() => expect(postSlideCompleted).toHaveBeenCalledWith('Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo', 1, 0, 'reading'));
    await screen.findByText(/You have read this slide/);
    await user.click(screen.getByRole('button', { name: 'Go to the questions' }));
    await user.click(screen.getByRole('checkbox', { name: 'I declare that I understand.' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers and finish' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('/induction-status/5/key'));
    expect(submitAnswers).toHaveBeenLastCalledWith('Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo', 1, { 'answer-0': '1' });
  });

  it('lets a completed module be reviewed without timing or submitting it again (spec §4)', async () => {
    const user = userEvent.setup();
    renderPlayer({ ...start, module: 1, unanswered: [0] });
    jest.mocked(postSlideOpened).mockClear();
    await user.click(within(contents()).getByRole('button', { name: /The MSIC scheme/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Go to the questions' }));
    expect(screen.getByText(/You have completed this module/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Reporting' })).toBeInTheDocument();
    expect(submitAnswers).not.toHaveBeenCalled();
    expect(jest.mocked(postSlideOpened).mock.calls.filter(([, module]) => module === 0)).toEqual([]);
  });

  it('opens a question’s related slide and comes back to the questions with the answers kept (spec §2 related slides)', async () => {
    const user = userEvent.setup();
    renderPlayer(atQuestions);
    await user.click(screen.getByRole('radio', { name: 'Answer 2' }));
    await user.click(within(screen.getByTestId('induction-question-0')).getByRole('button', { name: 'Why' }));
    expect(screen.getByRole('heading', { name: 'Why' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the questions' }));
    expect(screen.getByRole('radio', { name: 'Answer 2' })).toBeChecked();
  });

  it('reloads when the server says devonport', async () => {
    const user = userEvent.setup();
    jest.mocked(submitAnswers).mockResolvedValue({ result: 'devonport' });
    const { onReload } = renderPlayer(atQuestions);
    await user.click(screen.getByRole('radio', { name: 'Answer 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Statement 1' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(onReload).toHaveBeenCalled());
  });

  it('issue 39: the progress bar moves with the slides of the module under way, not only at its end', async () => {
    renderPlayer();
    const bar = () => screen.getByRole('progressbar', { name: 'Induction progress' });
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    act(() => lastOptions.onEnd());
    expect(await screen.findByRole('heading', { name: 'Why' })).toBeInTheDocument();
    await waitFor(() => expect(Number(bar().getAttribute('aria-valuenow'))).toBeGreaterThan(0));
  });

  it('issue 39: a wrong answer on page 1 is said before page 2', async () => {
    const withSecondPage: InductionProgram = {
      ...programme,
      modules: [{ ...programme.modules[0]!, questions: [radio], secondPage: { title: 'Check your understanding', text: 'One more question.', questions: [{ ...radio, Id: 9, text: 'And this one?' }] } }, programme.modules[1]!],
    };
    jest.mocked(submitAnswers).mockResolvedValue({ result: 'incorrect', unanswered: [0, 1] });
    const user = userEvent.setup();
    renderPlayerOf({ ...atQuestions, unanswered: [0, 1] }, { programme: withSecondPage });
    await user.click(await screen.findByRole('radio', { name: 'Answer 1' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    // only page 1's answer is sent; the wrong one is said there, and page 2 waits
    expect(submitAnswers).toHaveBeenCalledWith('Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo', 0, { 'answer-0': '1' });
    expect(await screen.findByText(MESSAGES.incorrectAnswer)).toBeInTheDocument();
    expect(screen.queryByText('And this one?')).toBeNull();
    // right this time: on to page 2
    jest.mocked(submitAnswers).mockResolvedValue({ result: 'incorrect', unanswered: [1] });
    await user.click(screen.getByRole('radio', { name: 'Answer 2' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('And this one?')).toBeInTheDocument();
  });
});
