import { ID_TYPE, type IdTypeId } from 'shared-contracts';
import { ID_DOCUMENT_MAX_LENGTHS as MAX } from '../rules/max-lengths';

/** Spec §5 maximum lengths, §9 ids. */
export interface IdDocumentRule {
  label: string;
  nameMax: { GivenNames: number; FamilyName: number };
}

export const ID_DOCUMENT_RULES: Record<IdTypeId, IdDocumentRule> = {
  [ID_TYPE.birthCertificate]: {
    label: 'Australian birth certificate',
    nameMax: { GivenNames: MAX.birthCertificateGivenNames, FamilyName: MAX.birthCertificateFamilyName },
  },
  [ID_TYPE.citizenship]: { label: 'Australian citizenship certificate', nameMax: { GivenNames: MAX.citizenshipName, FamilyName: MAX.citizenshipName } },
  [ID_TYPE.descent]: { label: 'Citizenship by descent certificate', nameMax: { GivenNames: MAX.descentName, FamilyName: MAX.descentName } },
  [ID_TYPE.immicard]: { label: 'ImmiCard', nameMax: { GivenNames: MAX.immicardName, FamilyName: MAX.immicardName } },
  [ID_TYPE.visa]: { label: 'Visa with a foreign passport', nameMax: { GivenNames: MAX.visaName, FamilyName: MAX.visaName } },
  [ID_TYPE.protectionVisa]: { label: 'Protection visa', nameMax: { GivenNames: MAX.visaName, FamilyName: MAX.visaName } },
};
