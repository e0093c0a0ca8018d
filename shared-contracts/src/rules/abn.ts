/** Spec §5; FIELD_MESSAGES uses the same texts. */
export const ABN_MESSAGES = {
  invalid: 'Enter a valid 11-digit ABN',
  notActive: 'This ABN is not active',
  notFound: 'We could not find this ABN',
} as const;

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

export const normaliseAbn = (value: string): string => value.replace(/ /g, '');

/** Spec §5: 11 digits, optional spaces, the register's checksum (https://abr.business.gov.au/Help/AbnFormat). */
export function isValidAbn(value: string): boolean {
  const digits = normaliseAbn(value);
  if (!/^[\d ]+$/.test(value) || !/^\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    const digit = Number(digits[i]) - (i === 0 ? 1 : 0);
    sum += digit * (ABN_WEIGHTS[i] as number);
  }
  return sum % 89 === 0;
}

/** 51 824 753 556 */
export function formatAbn(value: string): string {
  const d = normaliseAbn(value);
  return d.length === 11 ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : value;
}

export interface AbnLookupOutcome {
  EntityName?: string | null;
  AbnStatus?: string | null;
  /** false: a checksum-valid ABN no register could confirm; it is accepted as not verified */
  Verified?: boolean | undefined;
}

/** Spec §5: not found, or a status other than active, is invalid; a lookup that failed does not block the applicant. */
export function abnLookupProblem(result: AbnLookupOutcome | null | undefined, lookupFailed = false): 'not-found' | 'not-active' | null {
  if (lookupFailed) return null;
  if (result?.Verified === false) return null;
  if (!result || !result.EntityName) return 'not-found';
  if ((result.AbnStatus ?? '').trim().toLowerCase() !== 'active') return 'not-active';
  return null;
}
