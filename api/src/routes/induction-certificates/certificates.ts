import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db';

/** Crockford's base 32: no I, L, O or U, so that a code read aloud or typed from paper is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A random verification code, XXXX-XXXX-XXXX: 60 random bits, so codes cannot be guessed (lookups are rate-limited too). */
export function newCertificateCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/**
 * The certificate of a completed enrolment, issued on first asking (idempotent: an enrolment has one certificate,
 * whenever it was completed, including inductions completed before certificates existed).
 */
export async function certificateCodeOf(db: Queryable, enrolmentId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db.query<{ code: string }>('SELECT code FROM induction_certificate WHERE enrolment_id = $1', [enrolmentId]);
    if (existing) return existing.code;
    // ON CONFLICT without a target: another request issued it first (enrolment_id), or the code is taken (code)
    await db.query('INSERT INTO induction_certificate (code, enrolment_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [newCertificateCode(), enrolmentId]);
  }
  throw new Error(`Could not issue a certificate for enrolment ${enrolmentId}`);
}

export interface CertificateRecord extends Record<string, unknown> {
  code: string;
  completed_at: string | Date;
  induction_name: string;
  programme_name: string;
  firstname: string;
  middlenames: string | null;
  surname: string;
  company: string;
  program_id: number;
  enrolment_id: number;
}

/**
 * What a code certifies: the participant, the induction and its programme, the completion date and the site they
 * enrolled through. Nothing for an unknown code, nor for a record whose personal data is withheld from online
 * access (redacted).
 */
export async function findCertificate(db: Queryable, code: string): Promise<CertificateRecord | undefined> {
  const [row] = await db.query<CertificateRecord>(
    `SELECT c.code, e.completed_at, i.name AS induction_name, pr.name AS programme_name, p.firstname, p.middlenames, p.surname,
            p.company, i.program_id, e.id AS enrolment_id
     FROM induction_certificate c
     JOIN induction_enrolment e ON e.id = c.enrolment_id
     JOIN induction i ON i.id = e.induction_id
     JOIN induction_program pr ON pr.id = i.program_id
     JOIN people p ON p.id = e.people_id
     WHERE c.code = $1 AND e.completed_at IS NOT NULL AND p.redacted_at IS NULL`,
    [code],
  );
  return row;
}

export const participantName = (row: Pick<CertificateRecord, 'firstname' | 'middlenames' | 'surname'>) =>
  [row.firstname, row.middlenames, row.surname].map((part) => part?.trim()).filter(Boolean).join(' ');
