import { ACCESS_CARD_ID, APP_TYPE, type AppSubtype, type AppType } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import type { Queryable } from '../../db';
import type { Repositories } from '../../repositories';

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

/** The repositories the names are read from (the app has them). */
export type ReferenceTables = Pick<Repositories, 'operationalNeeds' | 'accessFrequencies' | 'lodgementOptions'>;

/** The names of the reference-table answers of a draft, read through `q` when given (the caller's transaction). */
export async function referenceNames(tables: ReferenceTables, draft: ApplicantDraft, q?: Queryable): Promise<ReferenceNames> {
  const names: ReferenceNames = { operationalNeed: null, accessFrequency: null, lodgement: null };
  if (typeof draft.OperationalNeedId === 'number') {
    const need = await tables.operationalNeeds.find(draft.OperationalNeedId, q);
    names.operationalNeed = need?.Reason ?? null;
  }
  const frequency = draft.ExtraData?.OpNeedAccessFreq;
  if (typeof frequency === 'number') {
    const row = await tables.accessFrequencies.find(frequency, q);
    names.accessFrequency = row?.Name ?? null;
  }
  const option = draft.ExtraData?.lodgementOption;
  if (option) {
    const row = await tables.lodgementOptions.find(option, q);
    names.lodgement = row ? { name: row.name, description: row.description } : null;
  }
  return names;
}

/** Whether the applicant takes the port access card (AccessCardId 19, spec §9). */
export const takesAccessCard = (draft: Pick<ApplicantDraft, 'AccessCardId'>): boolean => draft.AccessCardId === ACCESS_CARD_ID;
