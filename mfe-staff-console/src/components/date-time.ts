import { formatDate } from 'shared-contracts';

/** A timestamp as the logs show it: the date, and the time of day in the staff member's time zone. */
export function formatDateTime(value: string): string {
  const when = new Date(value);
  if (Number.isNaN(when.getTime())) return value;
  const time = `${String(when.getHours()).padStart(2, '0')}:${String(when.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(when)} ${time}`;
}
