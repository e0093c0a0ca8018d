import type { FastifyInstance } from 'fastify';
import { isRealIsoDate } from 'shared-contracts';
import { QUEUE_PAGE_SIZE, type QueuePage, type QueueQuery } from 'shared-contracts/staff';
import { personReferenceToId } from 'shared-contracts/tracking';
import { isoDate, isoTimestamp } from '../../lib/dates';
import { trackingNumberOf } from '../../lib/people-record';
import type { QueueFilter } from '../../repositories/people-queue';

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * What a search names (issue 19): a people id or tracking number (any spelling personReferenceToId reads), a birth
 * date as dd/mm/yyyy or yyyy-mm-dd, or else words of a name or an email.
 */
export function searchOf(q: string | undefined): Pick<QueueFilter, 'id' | 'birthdate' | 'text'> {
  const text = q?.trim();
  if (!text) return {};
  const id = personReferenceToId(text);
  if (id !== null) return { id };
  const dmy = DAY_MONTH_YEAR.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : text;
  if (isRealIsoDate(iso)) return { birthdate: iso };
  return { text };
}

/**
 * A page of the queue: the applications of a stage or a search, oldest first. A page shows names, emails and birth
 * dates, so each person listed gets a row of the access log ('queue') for the staff member who asked.
 */
export async function queue(app: FastifyInstance, staff: string, query: QueueQuery): Promise<QueuePage> {
  const page = query.page ?? 1;
  const { rows, total } = await app.people.queue({
    ...(query.stage ? { stage: query.stage } : {}),
    ...searchOf(query.q),
    limit: QUEUE_PAGE_SIZE,
    offset: (page - 1) * QUEUE_PAGE_SIZE,
  });
  await app.staffAccessLog.recordEach(staff, rows.map((row) => row.id), 'queue', app.now());
  return {
    items: rows.map((row) => ({
      trackingNumber: trackingNumberOf(row),
      name: [row.firstname, row.middlenames, row.surname].filter(Boolean).join(' '),
      email: row.email,
      birthDate: isoDate(row.birthdate) ?? '',
      company: row.company,
      stage: row.stage,
      submittedAt: isoTimestamp(row.created_at) ?? '',
    })),
    total,
    page,
    pageSize: QUEUE_PAGE_SIZE,
  };
}
