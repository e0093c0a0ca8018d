import { loadOnce } from 'ui-kit';

/**
 * A module's questions, loaded once (issue 17): the participant comes to them after the module's slides, so a first
 * visit to the player does not download them with the fields layer they use (`ui-kit/fields`: radios, checkboxes,
 * error summary; 7.8 KB gzipped). The player starts the load on the participant's first touch, click or focus in it
 * (Play, Next), long before the questions; on the questions themselves (a participant resuming there) at once. A
 * failed load is forgotten, so the next attempt tries again.
 */
export const loadQuestionPage = loadOnce(() => import(/* webpackChunkName: "induction-questions" */ './question-page'));

/** The questions' code if it has already arrived (a player mounted again, after devonport, has it at once). */
export const loadedQuestionPage = () => loadQuestionPage.loaded();
