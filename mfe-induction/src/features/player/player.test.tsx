import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, MESSAGES, type InductionProgram, type InductionProgress } from 'shared-contracts/api';
import { renderScreen } from '../../components/render-screen';
import { Player } from './player';
import { postSlideCompleted } from './post-slide-completed';
import { submitAnswers } from './submit-answers';
import { useNarration } from './use-narration';

jest.mock('./submit-answers', () => ({ submitAnswers: jest.fn() }));
jest.mock('./post-slide-completed', () => ({ postSlideCompleted: jest.fn(async () => undefined) }));
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
const programme: InductionProgram = {
  Id: 1,
  Name: 'MSIC security awareness induction',
  modules: [
    {
      Id: 100,
      title: 'The MSIC scheme',
      parent: null,
      navigation: [{ title: 'Welcome', slide: 0 }],
      slides: [
        { title: 'Welcome', text: 'Welcome to the induction.', audio: '/induction/audio/a.ogg' },
        { title: 'Why', text: 'Why the card exists.', audio: '/induction/audio/b.ogg' },
      ],
      questions: [radio, checkbox],
    },
    {
      Id: 101,
      title: 'Obligations',
      parent: null,
      navigation: [],
      slides: [{ title: 'Reporting', text: 'Report a lost card within 7 days.', audio: null }],
      questions: [{ Id: 3, type: 'declaration', text: 'I declare that I understand.', options: [{ value: 1, label: 'I agree' }] }],
    },
  ],
};
const start: InductionProgress = { module: 0, unanswered: [0, 1], induction: null, redirect: '/induction-status/5/key', domain: 'localhost', slide: 0 };

function renderPlayer(progress: InductionProgress = start, overrides: { onComplete?: jest.Mock; onReload?: jest.Mock; transcriptsOpen?: boolean } = {}) {
  const onComplete = overrides.onComplete ?? jest.fn();
  const onReload = overrides.onReload ?? jest.fn();
  renderScreen(<Player inductionId={1234567} programme={programme} progress={progress} transcriptsOpen={overrides.transcriptsOpen ?? false} onReload={onReload} onComplete={onComplete} />, {
    path: '/induction/1234567',
    pattern: '/induction/:inductionId',
  });
  return { onComplete, onReload };
}

const atQuestions: InductionProgress = { ...start, slide: 2 };

beforeEach(() => {
  jest.mocked(submitAnswers).mockReset();
  jest.mocked(postSlideCompleted).mockClear();
  narration.play.mockClear();
  narration.pause.mockClear();
});

describe('the induction player (spec §2, §4)', () => {
  it('plays only when asked, and posts slide completion when the narration ends, then moves on', async () => {
    const user = userEvent.setup();
    renderPlayer();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(lastOptions.autoplay).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Play narration' }));
    expect(narration.play).toHaveBeenCalled();
    act(() => lastOptions.onEnd());
    expect(postSlideCompleted).toHaveBeenCalledWith(1234567, 0, 0);
    expect(await screen.findByRole('heading', { name: 'Why' })).toBeInTheDocument();
    // the participant is listening: the next slide's narration starts by itself, and pause is offered (WCAG 1.4.2)
    expect(lastOptions.autoplay).toBe(true);
  });

  it('works with previous and next, opens each slide’s transcript, and has the navigation tree', async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Show transcript' }));
    expect(screen.getByText('Transcript')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Why' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    const tree = screen.getByRole('navigation', { name: 'Induction contents' });
    expect(within(tree).getByRole('button', { name: /Obligations/ })).toBeDisabled();
    expect(within(tree).getByRole('button', { name: /The MSIC scheme/ })).toHaveAttribute('aria-current', 'step');
  });

  it('shows the audio error and goes on with slides only when the narration is not ready (spec §4)', async () => {
    renderPlayer();
    act(() => lastOptions.onError());
    expect(await screen.findByText(MESSAGES.audioError)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play narration' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide transcript' })).toBeInTheDocument();
    expect(lastOptions.src).toBeNull();
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
    expect(submitAnswers).toHaveBeenCalledWith(1234567, 0, { 'answer-0': '1', 'answer-1': ['3'] });
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByText('Question 1: You answered this question incorrectly.')).toBeInTheDocument();
    expect(within(summary).getByText('Question 2: A visitor is always escorted.')).toBeInTheDocument();
    // and next to each question
    expect(screen.getByText('You answered this question incorrectly.')).toHaveClass('mantine-RadioGroup-error');
    expect(screen.getByText('A visitor is always escorted.')).toHaveClass('mantine-CheckboxGroup-error');
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
    renderPlayer({ ...start, unanswered: [1] });
    const question = screen.getByTestId('induction-question-1');
    await waitFor(() => expect(question).toHaveFocus());
    expect(within(screen.getByTestId('induction-question-0')).getByText('Answered correctly')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('moves to the next module, then completes and redirects (spec §4)', async () => {
    const user = userEvent.setup();
    jest.mocked(submitAnswers).mockResolvedValueOnce({ result: 'next', module: 1 }).mockResolvedValueOnce({ result: 'complete', redirect: '/induction-status/5/key' });
    const { onComplete } = renderPlayer(atQuestions);
    await user.click(screen.getByRole('radio', { name: 'Answer 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Statement 1' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('heading', { name: 'Reporting' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the questions' }));
    await user.click(screen.getByRole('checkbox', { name: 'I declare that I understand.' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers and finish' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('/induction-status/5/key'));
    expect(submitAnswers).toHaveBeenLastCalledWith(1234567, 1, { 'answer-0': '1' });
  });

  it('lets a completed module be reviewed without submitting it again (spec §4)', async () => {
    const user = userEvent.setup();
    renderPlayer({ ...start, module: 1, unanswered: [0] });
    await user.click(within(screen.getByRole('navigation', { name: 'Induction contents' })).getByRole('button', { name: /The MSIC scheme/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Go to the questions' }));
    expect(screen.getByText(/You have completed this module/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Reporting' })).toBeInTheDocument();
    expect(submitAnswers).not.toHaveBeenCalled();
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
});
