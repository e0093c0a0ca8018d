import { PREFERRED_CONTACT_FIELD } from 'shared-contracts';
import type { CalendarDate } from 'shared-contracts';
import { SUMMARY_MESSAGES, type SummarySection } from './summary-messages';
import type { ApplicantDraft } from './applicant-draft';
import { addressFieldErrors, coversAddressHistory } from './address-history';
import { isBirthdateInPast } from '../rules/age';
import { hasFieldErrors } from 'shared-contracts';
import { isBlank, isEmail } from '../rules/patterns';

export interface SummaryProblem {
  section: SummarySection;
  message: string;
}

const filled = (v: string | undefined | null): boolean => !isBlank(v);

/**
 * The eleven checks of the step-4 summary (spec §5), in spec order, each with its verbatim message and the
 * section a failed check scrolls to. These are the spec's presence checks; the full field rules are the step
 * validators ("otherwise overall form validity is used").
 */
export const SUMMARY_CHECKS: readonly { section: SummarySection; passes: (d: ApplicantDraft, today: Date | CalendarDate) => boolean }[] = [
  {
    // first name; middle name unless a single name or has-middle-name flag; surname unless single name
    section: 'name',
    passes: (d) => filled(d.Firstname) && (filled(d.Middlenames) || !!d._singlename || !!d._hasmiddlename) && (filled(d.Surname) || !!d._singlename),
  },
  {
    // each needs name parts and a previous name type
    section: 'previousNames',
    passes: (d) => (d._previousNames ?? []).every((p) => filled(p.Firstname) && (filled(p.Surname) || !!p._singlename) && filled(p.previousNameTypes)),
  },
  { section: 'dateOfBirth', passes: (d, today) => isBirthdateInPast(d.Birthdate, today) },
  { section: 'gender', passes: (d) => filled(d.Gender) },
  { section: 'email', passes: (d) => filled(d.Email) && isEmail(d.Email!.trim()) },
  {
    // the number for the preferred contact type must be filled
    section: 'contactNumbers',
    passes: (d) => !!d.Prefcontact && filled(d[PREFERRED_CONTACT_FIELD[d.Prefcontact]]),
  },
  { section: 'citizenship', passes: (d) => filled(d.Citizenship) },
  { section: 'placeOfBirth', passes: (d) => filled(d.Birthcountry) && filled(d.Birthplace) && filled(d.Birthstate) },
  {
    // unless skipped: a document id and non-empty details
    section: 'proofOfIdentity',
    passes: (d) =>
      !!d._skippedId ||
      (d._idDocument?.Id !== undefined && Object.values(d._idDocument.Details ?? {}).some((v) => typeof v === 'string' && v.trim() !== '')),
  },
  {
    section: 'addresses',
    passes: (d, today) => {
      const list = d._address ?? [];
      return (
        list.length > 0 &&
        list.every((a, index) => !hasFieldErrors(addressFieldErrors(a, { prefix: `_address.${index}`, index, kind: 'residential', today }))) &&
        coversAddressHistory(list, today)
      );
    },
  },
  {
    // when not the same as residential
    section: 'postalAddress',
    passes: (d) => d._postalSame === true || !hasFieldErrors(addressFieldErrors(d._postalAddress, { prefix: '_postalAddress', kind: 'postal' })),
  },
];

/** The failed summary checks, in spec order; empty when the summary is fine. */
export function summaryChecks(draft: ApplicantDraft, today: Date | CalendarDate = new Date()): SummaryProblem[] {
  return SUMMARY_CHECKS.filter((check) => !check.passes(draft, today)).map(({ section }) => ({ section, message: SUMMARY_MESSAGES[section] }));
}
