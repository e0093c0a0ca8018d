import { APP_TYPE, AUSTRALIA, ID_TYPE, SITE, WHITE_SUBTYPE, type Company } from 'shared-contracts';
import type { ApplicantDraft, OperationalNeed } from 'shared-contracts/api';
import { isProvisionalApplicant } from 'shared-contracts/validators';
import { setAtPath } from './draft-path';

export interface ChangeContext {
  operationalNeeds?: readonly OperationalNeed[];
  today?: Date;
}

const withExtra = (draft: ApplicantDraft, patch: Partial<NonNullable<ApplicantDraft['ExtraData']>>, remove: string[] = []): ApplicantDraft => {
  const extra: Record<string, unknown> = { ...(draft.ExtraData ?? {}), ...patch };
  for (const key of remove) delete extra[key];
  return { ...draft, ExtraData: extra as ApplicantDraft['ExtraData'] };
};

const without = (draft: ApplicantDraft, keys: (keyof ApplicantDraft)[]): ApplicantDraft => {
  const next = { ...draft };
  for (const key of keys) delete next[key];
  return next;
};

/**
 * A field change with the field-driven changes of spec §4 applied: provisional under 18, Australia as birth
 * country, application type changes, a white operational need, job-ready. The expiry-year confirmation is a
 * modal (confirmSubtype), applied when the applicant confirms.
 */
export function applyFieldChange(draft: ApplicantDraft, path: string, value: unknown, ctx: ChangeContext = {}): ApplicantDraft {
  let next = setAtPath(draft, path, value);
  switch (path) {
    case 'Birthdate':
      // Provisional is set when the applicant is under 18
      next = withExtra(next, { Provisional: isProvisionalApplicant(value as string, ctx.today ?? new Date()) });
      break;
    case 'Birthcountry':
      // changing birth country to Australia sets citizenship to Australia and preselects the first ID type
      if (value === AUSTRALIA) next = { ...next, Citizenship: AUSTRALIA, _idDocument: { Id: ID_TYPE.birthCertificate, Details: next._idDocument?.Details ?? {} } };
      break;
    case 'Apptype':
      if (value === APP_TYPE.standard) next = without(next, ['Msicnum', 'Asicnum', 'Asicexpirydate', 'Issuingbodyid']);
      else if (value === APP_TYPE.renewal) next = without(next, ['Asicnum', 'Asicexpirydate']);
      else if (value === APP_TYPE.basedOnAsic) {
        const need = ctx.operationalNeeds?.find((n) => n.Id === next.OperationalNeedId);
        next = { ...without(next, ['Msicnum']), Appsubtype: need?.Colour === 'white' ? WHITE_SUBTYPE : '2' };
      }
      break;
    case 'OperationalNeedId': {
      const need = ctx.operationalNeeds?.find((n) => n.Id === value);
      // a white need sets the subtype to W and removes access frequency
      if (need?.Colour === 'white') next = withExtra({ ...next, Appsubtype: WHITE_SUBTYPE }, {}, ['OpNeedAccessFreq']);
      else if (next.Appsubtype === WHITE_SUBTYPE) next = without(next, ['Appsubtype']);
      break;
    }
    case 'ExtraData.OpNeedType':
      // the self-employed flag follows who the applicant works for
      next = { ...next, Company: value === 'self employed' ? 'Y' : 'N' };
      break;
    case 'Site':
      // selecting job-ready sets the subtype to 2 and clears the need, sponsored and occupation fields
      if (value === SITE.assetJobReady) next = withExtra({ ...without(next, ['OperationalNeedId', 'Sponsored']), Appsubtype: '2' }, {}, ['OpNeedOccupation']);
      break;
  }
  return next;
}

/**
 * The expiry-year choice once confirmed in its modal (spec §4): a provisional applicant asking for 4 years is
 * forced to 2.
 */
export function confirmSubtype(draft: ApplicantDraft, subtype: '2' | '4', ctx: ChangeContext = {}): ApplicantDraft {
  const provisional = draft.ExtraData?.Provisional === true || isProvisionalApplicant(draft.Birthdate, ctx.today ?? new Date());
  return { ...draft, Appsubtype: provisional && subtype === '4' ? '2' : subtype };
}

/** Company-sponsored applicants do not choose: the subtype options are hidden and the company preference is used (spec §4). */
export function sponsoredSubtype(draft: ApplicantDraft, company: Company): ApplicantDraft['Appsubtype'] | undefined {
  if (!company.sponsored) return undefined;
  return draft._companyPreference ?? company.preferredSubtype ?? '2';
}
