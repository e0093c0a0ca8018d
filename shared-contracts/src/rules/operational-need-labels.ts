import type { Company } from '../kernel/companies/company';
import { CARD_KINDS, OP_NEED_TYPES, type CardKind, type OpNeedType } from '../kernel/constants';

/** The stored codes are lower-case words and abbreviations ('lame'), never shown as they are. */
export const OP_NEED_TYPE_LABELS: Readonly<Record<OpNeedType, string>> = {
  employer: 'Employed by an organisation',
  'self employed': 'Self-employed',
  recreational: 'Recreational user',
  pilot: 'Commercial pilot',
  lame: 'Licensed aircraft maintenance engineer (LAME)',
  'private pilot': 'Private pilot',
  'trainee pilot': 'Trainee pilot',
};

/** An unknown value (an old record) is shown as stored rather than lost. */
export function opNeedTypeLabel(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return (OP_NEED_TYPES as readonly string[]).includes(value) ? OP_NEED_TYPE_LABELS[value as OpNeedType] : value;
}

const OP_NEED_TYPE_OPTIONS = OP_NEED_TYPES.map((value) => ({ value, label: OP_NEED_TYPE_LABELS[value] }));

/** A variant that issues no ASIC does not offer them. */
const AVIATION_NEED_TYPES: ReadonlySet<OpNeedType> = new Set(['recreational', 'pilot', 'lame', 'private pilot', 'trainee pilot']);

export function opNeedTypeOptions(company: Pick<Company, 'cardTypes'>): { value: OpNeedType; label: string }[] {
  const aviation = company.cardTypes.includes('ASIC');
  return OP_NEED_TYPE_OPTIONS.filter((option) => aviation || !AVIATION_NEED_TYPES.has(option.value));
}

/** 'MSIC or ASIC' when not yet chosen. */
export function applicationCardWording(cards: readonly CardKind[]): string {
  const known = CARD_KINDS.filter((kind) => cards.includes(kind));
  return (known.length ? known : CARD_KINDS).join(' or ');
}

/** As the letter prints it. */
export function sponsorshipAnswer(sponsored: boolean | undefined, years: number | null | undefined): string | undefined {
  if (sponsored === undefined) return undefined;
  if (!sponsored) return 'No, the organisation does not sponsor the applicant';
  return years ? `Yes, for ${years} years` : 'Yes';
}

/** Spec §5: lookup errors do not block. */
export const ABN_LOOKUP_NOTES = {
  notVerified: 'This ABN has the right format but could not be verified with a business register. You can carry on: it is recorded as not verified.',
  lookupFailed: 'We could not check this ABN right now. You can carry on.',
  registered: (entityName: string) => `Registered to ${entityName}.`,
  /** the 502 of the lookup calls */
  registerUnreachable: 'The ABN register could not be reached. You can carry on without the check.',
} as const;

/** Before a card is chosen (a variant of both cards), every need of the variant's cards. */
export function needsForCards<T extends { cardType?: CardKind | undefined }>(needs: readonly T[], cards: readonly CardKind[]): T[] {
  return needs.filter((need) => cards.includes(need.cardType ?? CARD_KINDS[0]));
}

export function categoriesForCards<T extends { CardType?: CardKind | undefined }>(categories: readonly T[], cards: readonly CardKind[]): T[] {
  return categories.filter((category) => cards.includes(category.CardType ?? CARD_KINDS[0]));
}
