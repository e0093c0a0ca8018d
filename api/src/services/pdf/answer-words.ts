import { ACCESS_CARD_ID, APP_TYPE, type AppSubtype, type AppType } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';
import type { Queryable } from '../../db';

/**
 * The applicant's answers as words, for the documents and mails (issue 18: no raw codes such as "Works as
 * employer" or "Lodgement inperson"). Names kept in reference tables (operational needs, access frequencies,
 * lodgement options) are read from them, so the documents say what the wizard offered.
 */
export const APP_TYPE_WORDS: Record<AppType, string> = {
  [APP_TYPE.standard]: 'New card',
  [APP_TYPE.renewal]: 'Renewal of a current card',
  [APP_TYPE.basedOnAsic]: 'New card based on a current ASIC',
};

/** 'G' appears in stored forms without a meaning the spec gives: it is left off rather than printed as a code. */
export const APP_SUBTYPE_WORDS: Partial<Record<AppSubtype, string>> = { '2': '2 years', '4': '4 years', W: 'White card', R: 'Renewal' };

export const yesNo = (value: boolean | undefined | null): string | undefined => (value === undefined || value === null ? undefined : value ? 'Yes' : 'No');

export interface ReferenceNames {
  operationalNeed: string | null;
  accessFrequency: string | null;
  /** the lodgement option's name and what it means */
  lodgement: { name: string; description: string } | null;
}

/** The names of the reference-table answers of a draft. */
export async function referenceNames(db: Queryable, draft: ApplicantDraft): Promise<ReferenceNames> {
  const names: ReferenceNames = { operationalNeed: null, accessFrequency: null, lodgement: null };
  if (typeof draft.OperationalNeedId === 'number') {
    const [need] = await db.query<{ reason: string }>('SELECT reason FROM operational_need WHERE id = $1', [draft.OperationalNeedId]);
    names.operationalNeed = need?.reason ?? null;
  }
  const frequency = draft.ExtraData?.OpNeedAccessFreq;
  if (typeof frequency === 'number') {
    const [row] = await db.query<{ name: string }>('SELECT name FROM operational_need_access_frequency WHERE id = $1', [frequency]);
    names.accessFrequency = row?.name ?? null;
  }
  const option = draft.ExtraData?.lodgementOption;
  if (option) {
    const [row] = await db.query<{ name: string; description: string }>('SELECT name, description FROM lodgement_option WHERE code = $1', [option]);
    names.lodgement = row ?? null;
  }
  return names;
}

/** Whether the applicant takes the port access card (AccessCardId 19, spec §9). */
export const takesAccessCard = (draft: Pick<ApplicantDraft, 'AccessCardId'>): boolean => draft.AccessCardId === ACCESS_CARD_ID;
