import { getApi, type SlideCompletedResponse, type SlideCompletionWay } from 'shared-contracts/api';

/**
 * Marks a slide completed (spec §4): when its narration reached its end, or, on the audio-error path, when its
 * reading time has passed. The server checks its own clock and answers 409 slide_too_early before then.
 */
export function postSlideCompleted(inductionId: string, module: number, slide: number, by: SlideCompletionWay = 'narration'): Promise<SlideCompletedResponse> {
  return getApi().call('inductionSlideCompleted', { params: { id: inductionId }, body: { module, slide, by } });
}
