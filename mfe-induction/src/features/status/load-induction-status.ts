import type { ForeignCard, IncompleteInductions } from 'shared-contracts/api';
import { lightRead } from 'shared-contracts/light-read';
import { checkingLayer, readOptions } from '../../components/read-answers';
import { loadStatusList } from './load-status-list';

export interface InductionStatus {
  card: ForeignCard;
  list: IncompleteInductions;
}

/**
 * GET /api/foreign-card/{id}/{randomId} and its inductions (spec §7), read without the API layer; once both have
 * arrived, the API layer checks them (and the list's code, its table and badges, comes at the same time), so that a
 * link the API refuses goes to the 404 page without downloading either (issue 17, docs/decisions/061).
 */
export async function loadInductionStatus(id: number, randomId: string, signal?: AbortSignal): Promise<InductionStatus> {
  const options = readOptions();
  const call = { params: { id, randomId }, ...(signal ? { signal } : {}) };
  const [card, list] = await Promise.all([
    lightRead(options, 'foreignCard', '/api/foreign-card/:id/:randomId', call),
    lightRead(options, 'foreignCardIncompleteInductions', '/api/foreign-card/:id/:randomId/inductions/incomplete', call),
  ]);
  loadStatusList.prefetch();
  const { checkAnswer } = await checkingLayer();
  return { card: checkAnswer(card), list: checkAnswer(list) };
}
