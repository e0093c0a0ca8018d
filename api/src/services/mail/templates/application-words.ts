import { cardWords, SITE, withArticle, type CardKind, type CardWords, type Company } from 'shared-contracts';
import { cardKindFor, type ApplicantDraft } from 'shared-contracts/form';
import { APP_TYPE_WORDS } from '../../pdf/answer-words';

/** The words of the card an applicant chose: its sector's wording, not the company's (a site of both cards). */
export function chosenCardWords(company: Company, draft: Pick<ApplicantDraft, '_cardType'>): CardWords & { kind: CardKind } {
  const kind = cardKindFor(company, draft);
  return { kind, ...cardWords({ cardTypes: [kind], defaultSite: company.defaultSite }) };
}

/**
 * What was applied for, in words (issue 18): "a blue MSIC for 4 years, a new card", "a Job Ready ASIC for
 * 2 years", "a white MSIC, a renewal of a current card", "a provisional ASIC for 2 years" (an applicant under 18,
 * spec §4: the card is provisional, and every page, mail and document says so). Subtype W is the white card (spec
 * §4); the years are 2 or 4.
 */
export function appliedFor(company: Company, draft: ApplicantDraft): string {
  const { kind } = chosenCardWords(company, draft);
  const years = draft.Appsubtype === '2' || draft.Appsubtype === '4' ? ` for ${draft.Appsubtype} years` : '';
  const provisional = draft.ExtraData?.Provisional ? 'provisional ' : '';
  if (draft.Site === SITE.assetJobReady) return `${withArticle(`${provisional}Job Ready ${kind}`)}${years}`;
  const colour = kind === 'ASIC' ? '' : draft.Appsubtype === 'W' ? 'white ' : 'blue ';
  const type = draft.Apptype ? `, ${APP_TYPE_WORDS[draft.Apptype].toLowerCase()}` : '';
  return `${withArticle(`${provisional}${colour}${kind}`)}${years}${type}`;
}
