import type { QueuePage, QueueQuery } from 'shared-contracts/staff';
import { staffApi } from '../../components/staff-api';
import { whileSignedIn } from '../session/while-signed-in';

/** GET /api/operator/applications?stage&q&page: one page of the queue. */
export function loadQueue(query: QueueQuery, signal?: AbortSignal): Promise<QueuePage> {
  return whileSignedIn(staffApi().call('staffQueue', { query, ...(signal ? { signal } : {}) }));
}
