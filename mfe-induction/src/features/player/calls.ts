import { inductionApi, type InductionAnswerRequest, type SlideCompletionWay } from 'shared-contracts/induction';

export const loadProgress = (inductionId: string) => inductionApi.induction({ params: { id: inductionId } });

export const submitAnswers = (inductionId: string, module: number, answers: InductionAnswerRequest) => inductionApi.inductionAnswer({ params: { id: inductionId, module }, body: answers });

export const postSlideCompleted = (inductionId: string, module: number, slide: number, by: SlideCompletionWay) =>
  inductionApi.inductionSlideCompleted({ params: { id: inductionId }, body: { module, slide, by } });

export const postSlideOpened = (inductionId: string, module: number, slide: number) => inductionApi.inductionSlideOpened({ params: { id: inductionId }, body: { module, slide } });
