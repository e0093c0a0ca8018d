import { QUEUE_STAGES, type QueueQuery, type QueueStage } from 'shared-contracts/staff';

const isStage = (value: string | null): value is QueueStage => value !== null && (QUEUE_STAGES as readonly string[]).includes(value);

export function queryOf(search: URLSearchParams): QueueQuery {
  const stage = search.get('stage');
  const q = search.get('q')?.trim();
  const page = Number(search.get('page'));
  return {
    ...(isStage(stage) ? { stage } : {}),
    ...(q ? { q } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

export function searchOf(query: QueueQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.stage) out.stage = query.stage;
  if (query.q) out.q = query.q;
  if (query.page && query.page > 1) out.page = String(query.page);
  return out;
}
