import { getApi } from 'shared-contracts/api';

/** Marks a slide completed when its narration reached its end (spec §4). */
export async function postSlideCompleted(inductionId: number, module: number, slide: number): Promise<void> {
  await getApi().call('inductionSlideCompleted', { params: { id: inductionId }, body: { module, slide } });
}
