import type { Company } from '../kernel/companies/company';
import { CARD_KINDS, OP_NEED_TYPES, type CardKind, type OpNeedType } from '../kernel/constants';

/**
 * What the screens and letters call each operational-need type (ExtraData.OpNeedType, the form's
 * OperationalNeedType): the stored codes are lower-case words and abbreviations ('lame'), never shown as they are.
 */
export const OP_NEED_TYPE_LABELS: Readonly<Record<OpNeedType, string>> = {
  employer: 'Employed by an organisation',
  'self employed': 'Self-employed',
  recreational: 'Recreational user',
  pilot: 'Commercial pilot',
  lame: 'Licensed aircraft maintenance engineer (LAME)',
  'private pilot': 'Private pilot',
  'trainee pilot': 'Trainee pilot',
};

/** The label of a stored need type; an unknown value (an old record) is shown as stored rather than lost. */
export function opNeedTypeLabel(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return (OP_NEED_TYPES as readonly string[]).includes(value) ? OP_NEED_TYPE_LABELS[value as OpNeedType] : value;
}

/** The select options of the need type, in the order of OP_NEED_TYPES. */
export const OP_NEED_TYPE_OPTIONS = OP_NEED_TYPES.map((value) => ({ value, label: OP_NEED_TYPE_LABELS[value] }));

/** The need types of aviation: a variant that issues no ASIC (maritime only) does not offer them. */
const AVIATION_NEED_TYPES: ReadonlySet<OpNeedType> = new Set(['recreational', 'pilot', 'lame', 'private pilot', 'trainee pilot']);

/** The need types a company's applicants may choose from, as words (the wizard's step 3). */
export function opNeedTypeOptions(company: Pick<Company, 'cardTypes'>): { value: OpNeedType; label: string }[] {
  const aviation = company.cardTypes.includes('ASIC');
  return OP_NEED_TYPE_OPTIONS.filter((option) => aviation || !AVIATION_NEED_TYPES.has(option.value));
}

/** The cards an application is for, as a sentence says them: 'MSIC', 'ASIC', or 'MSIC or ASIC' when not yet chosen. */
export function applicationCardWording(cards: readonly CardKind[]): string {
  const known = CARD_KINDS.filter((kind) => cards.includes(kind));
  return (known.length ? known : CARD_KINDS).join(' or ');
}

/** The sponsorship answer of the operational-need form, as the letter prints it. */
export function sponsorshipAnswer(sponsored: boolean | undefined, years: number | null | undefined): string | undefined {
  if (sponsored === undefined) return undefined;
  if (!sponsored) return 'No, the organisation does not sponsor the applicant';
  return years ? `Yes, for ${years} years` : 'Yes';
}

/** What the ABN field says after a lookup that did not refuse the number (spec §5: lookup errors do not block). */
export const ABN_LOOKUP_NOTES = {
  notVerified: 'This ABN has the right format but could not be verified with a business register. You can carry on: it is recorded as not verified.',
  lookupFailed: 'We could not check this ABN right now. You can carry on.',
  registered: (entityName: string) => `Registered to ${entityName}.`,
  /** the 502 of the lookup calls: the register answered with an error or not at all */
  registerUnreachable: 'The ABN register could not be reached. You can carry on without the check.',
} as const;

/**
 * The operational needs offered for a card (issue 39: an airport's applicant was offered port and ship reasons): the
 * needs of that card, aviation ones for an ASIC, maritime ones for an MSIC. Before a card is chosen (a variant of
 * both cards), every need of the variant's cards.
 */
export function needsForCards<T extends { cardType?: CardKind | undefined }>(needs: readonly T[], cards: readonly CardKind[]): T[] {
  return needs.filter((need) => cards.includes(need.cardType ?? CARD_KINDS[0]));
}

/** The categories of the needs offered for a card (the same rule as needsForCards, on the categories' CardType). */
export function categoriesForCards<T extends { CardType?: CardKind | undefined }>(categories: readonly T[], cards: readonly CardKind[]): T[] {
  return categories.filter((category) => cards.includes(category.CardType ?? CARD_KINDS[0]));
}
