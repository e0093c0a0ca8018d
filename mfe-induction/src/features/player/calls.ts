import { inductionApi, type InductionAnswerRequest, type SlideCompletionWay } from 'shared-contracts/induction';

// The player's calls (spec §4, §7), each the induction domain's, its answer checked by its schema. One module, so
// that a test replaces them together.

/** GET /induction/{id}: the participant's place, including the slides of the current module the server has recorded. */
export const loadProgress = (inductionId: string) => inductionApi.induction({ params: { id: inductionId } });

/** POST /induction/{id}/answer/{module}: the module's answers as fields answer-{n}. */
export const submitAnswers = (inductionId: string, module: number, answers: InductionAnswerRequest) => inductionApi.inductionAnswer({ params: { id: inductionId, module }, body: answers });

/**
 * Marks a slide completed: when its narration reached its end, or, on the audio-error path, when its reading time
 * has passed. The server checks its own clock and answers 409 slide_too_early before then.
 */
export const postSlideCompleted = (inductionId: string, module: number, slide: number, by: SlideCompletionWay = 'narration') =>
  inductionApi.inductionSlideCompleted({ params: { id: inductionId }, body: { module, slide, by } });

/** Tells the server which slide is on screen: its clock runs from now, and every other slide's stops (issue 20). */
export const postSlideOpened = (inductionId: string, module: number, slide: number) => inductionApi.inductionSlideOpened({ params: { id: inductionId }, body: { module, slide } });
