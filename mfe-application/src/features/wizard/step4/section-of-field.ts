import type { SummarySection } from 'shared-contracts/form';

export type SummarySectionId = SummarySection | 'yourCard' | 'need' | 'employer';

export const SECTION_TITLES: Record<SummarySectionId, string> = {
  name: 'Name',
  previousNames: 'Previous names',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  email: 'Email',
  contactNumbers: 'Contact numbers',
  citizenship: 'Citizenship',
  placeOfBirth: 'Place of birth',
  proofOfIdentity: 'Proof of identity',
  addresses: 'Addresses',
  postalAddress: 'Postal address',
  yourCard: 'Your card',
  need: 'Operational need',
  employer: 'Employer',
};

const RULES: [RegExp, SummarySectionId][] = [
  [/^(Firstname|Middlenames|Surname|_singlename|_hasmiddlename)$/, 'name'],
  [/^_previousNames/, 'previousNames'],
  [/^Birthdate$/, 'dateOfBirth'],
  [/^Gender$/, 'gender'],
  [/^(Email|_confirmEmail)$/, 'email'],
  [/^(Prefcontact|\w*phone\w*)$/i, 'contactNumbers'],
  [/^Citizenship$/, 'citizenship'],
  [/^Birth(country|place|state)$/, 'placeOfBirth'],
  [/^(_idDocument|_skippedId)/, 'proofOfIdentity'],
  [/^_address/, 'addresses'],
  [/^_postal/, 'postalAddress'],
  [/^(OperationalNeedId|ExtraData\.(OpNeedOccupation|OpNeedAccessFreq))/, 'need'],
  [/^(Employer|_abn|_abr|ExtraData\.OpNeedType|_signatureFile)/, 'employer'],
];

export function sectionOfField(path: string): SummarySectionId {
  return RULES.find(([pattern]) => pattern.test(path))?.[1] ?? 'yourCard';
}
