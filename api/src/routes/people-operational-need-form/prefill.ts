import * as z from 'zod/mini';
import { getCompany, type CardKind } from 'shared-contracts';
import { OperationalNeedForm } from 'shared-contracts/signing';
import type { ApplicantDraft } from 'shared-contracts/form';
import { applicantFullName, type OperationalNeedRequestRow } from '../../lib/signing-request';

const shape = OperationalNeedForm.def.shape;
type FormKey = keyof typeof shape;

/** Keeps the fields that fit the form's schema: a stored value that no longer fits is left for the signer to fill in. */
function fitting(candidate: Record<string, unknown>): OperationalNeedForm {
  const form: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(candidate)) {
    if (value === undefined || value === null || value === '' || !(key in shape)) continue;
    const parsed = z.safeParse(shape[key as FormKey], value);
    if (parsed.success) form[key] = parsed.data;
  }
  return form as OperationalNeedForm;
}

/**
 * The form as the signer first sees it: what they saved or signed, else what the applicant said about their
 * employer and need (so the employer checks rather than retypes). Only the applicant's name is shown of the
 * applicant (spec: never more than the employer needs to confirm); no birth date, address or contact details.
 */
export function formOf(row: OperationalNeedRequestRow, draft: ApplicantDraft): OperationalNeedForm {
  if (row.signed_at || Object.keys(row.data ?? {}).length > 0) return fitting(row.data ?? {});
  const extra = draft.ExtraData ?? {};
  return fitting({
    FirstName: draft.Employerfirstname,
    Surname: draft.Employersurname,
    Phone: draft.Employerphone,
    Email: draft.Employeremail ?? row.employer_email,
    Position: draft.Employerposition,
    Organisation: draft.Employername,
    Address: draft.Employeraddress,
    Suburb: draft.Employersuburb,
    State: draft.Employerstate,
    Postcode: draft.Employerpostcode,
    Country: draft.Employercountry,
    ApplicantFullname: applicantFullName(row),
    Sponsored: draft.Sponsored,
    OperationalNeedId: draft.OperationalNeedId,
    OperationalNeedType: extra.OpNeedType,
    OpNeedOccupation: extra.OpNeedOccupation,
    OpNeedAccessFreq: extra.OpNeedAccessFreq,
    PortAccess: row.regional ? extra.PortAccess : undefined,
    airports: draft.Airports,
  });
}

/** The minimum number of airports of the applicant's ASIC application (spec §5 airports; 1 unless they said more). */
export const minimumAirports = (draft: ApplicantDraft): number => Math.max(1, draft.ExtraData?._numAirports ?? 1);

/** The cards the application is for: the card type the applicant chose, else every card of their company. */
export const applicationCards = (company: string, draft: ApplicantDraft): CardKind[] => (draft._cardType ? [draft._cardType] : [...getCompany(company).cardTypes]);
