import { PREFERRED_CONTACT_FIELD } from 'shared-contracts';
import type { CalendarDate } from 'shared-contracts';
import { SUMMARY_MESSAGES, type SummarySection } from './summary-messages';
import type { ApplicantDraft } from './applicant-draft';
import { addressFieldErrors, coversAddressHistory } from './address-history';
import { isBirthdateInPast } from '../rules/age';
import { hasFieldErrors } from 'shared-contracts';
import { isBlank, isEmail } from '../rules/patterns';

interface SummaryProblem {
  section: SummarySection;
  message: string;
}

const filled = (v: string | undefined | null): boolean => !isBlank(v);

/** Spec §5 step-4 summary, in spec order: presence checks; the step validators hold the full field rules. */
const SUMMARY_CHECKS: readonly { section: SummarySection; passes: (d: ApplicantDraft, today: Date | CalendarDate) => boolean }[] = [
  {
    section: 'name',
    passes: (d) => filled(d.Firstname) && (filled(d.Middlenames) || !!d._singlename || !!d._hasmiddlename) && (filled(d.Surname) || !!d._singlename),
  },
  {
    section: 'previousNames',
    passes: (d) => (d._previousNames ?? []).every((p) => filled(p.Firstname) && (filled(p.Surname) || !!p._singlename) && filled(p.previousNameTypes)),
  },
  { section: 'dateOfBirth', passes: (d, today) => isBirthdateInPast(d.Birthdate, today) },
  { section: 'gender', passes: (d) => filled(d.Gender) },
  { section: 'email', passes: (d) => filled(d.Email) && isEmail(d.Email!.trim()) },
  { section: 'contactNumbers', passes: (d) => !!d.Prefcontact && filled(d[PREFERRED_CONTACT_FIELD[d.Prefcontact]]) },
  { section: 'citizenship', passes: (d) => filled(d.Citizenship) },
  { section: 'placeOfBirth', passes: (d) => filled(d.Birthcountry) && filled(d.Birthplace) && filled(d.Birthstate) },
  {
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
    section: 'postalAddress',
    passes: (d) => d._postalSame === true || !hasFieldErrors(addressFieldErrors(d._postalAddress, { prefix: '_postalAddress', kind: 'postal' })),
  },
];

export function summaryChecks(draft: ApplicantDraft, today: Date | CalendarDate = new Date()): SummaryProblem[] {
  return SUMMARY_CHECKS.filter((check) => !check.passes(draft, today)).map(({ section }) => ({ section, message: SUMMARY_MESSAGES[section] }));
}
