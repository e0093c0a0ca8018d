// The player's calls and narration as the tests of the questions' chunk stub them (imported by *.test.tsx files
// only, from their jest.mock factories: `jest.mock('./calls', () => jest.requireActual('../../testing/player-stubs').calls)`).

/** The slide opens and its completion never answers; nothing is submitted or loaded. */
export const calls = {
  postSlideOpened: jest.fn(() => Promise.resolve({ spentSeconds: 0, readingSeconds: 30, completed: false })),
  postSlideCompleted: jest.fn(() => new Promise(() => undefined)),
  submitAnswers: jest.fn(),
  loadProgress: jest.fn(),
};

/** No narration. */
export const narration = { useNarration: () => ({ status: 'none', position: 0, duration: 0, play: jest.fn(), pause: jest.fn() }) };
