type QuestionCode = typeof import('./question-page');

let loaded: QuestionCode | undefined;
let loading: Promise<QuestionCode> | undefined;

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

export const loadedQuestionPage = () => loaded;
