type QuestionCode = typeof import('./question-page');

let loaded: QuestionCode | undefined;
let loading: Promise<QuestionCode> | undefined;

/**
 * A module's questions, a chunk of their own (issue 17): the participant comes to them after the module's slides, so a
 * first visit to the player does not download them with the form layer they use. The player starts the load on the
 * participant's first touch, click or focus in it (Play, Next), long before the questions; on the questions themselves
 * (a participant resuming there) at once. A failed load is forgotten, so the next attempt tries again.
 */
export function loadQuestionPage(): Promise<QuestionCode> {
  loading ??= import(/* webpackChunkName: "induction-questions" */ './question-page').then(
    (code) => (loaded = code),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The questions' code if it has already arrived (a player mounted again, after devonport, has it at once). */
export const loadedQuestionPage = () => loaded;
