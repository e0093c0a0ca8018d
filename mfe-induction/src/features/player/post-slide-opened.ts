import { getApi, type SlideTiming } from 'shared-contracts/api';

/** Tells the server which slide is on screen: its clock runs from now, and every other slide's stops (issue 20). */
export function postSlideOpened(inductionId: string, module: number, slide: number): Promise<SlideTiming> {
  return getApi().call('inductionSlideOpened', { params: { id: inductionId }, body: { module, slide } });
}
