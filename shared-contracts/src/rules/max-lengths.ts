/** Spec §5, verbatim. */
export const ID_DOCUMENT_MAX_LENGTHS = {
  birthCertificateFamilyName: 50,
  birthCertificateGivenNames: 60,
  citizenshipName: 100,
  stockNumber: 11,
  descentName: 100,
  descentClientId: 11,
  registerNumber: 4,
  entryNumber: 5,
  immicardName: 49,
  visaName: 49,
  passportNumber: 14,
} as const;
export const STOCK_NUMBER_MIN_LENGTH = 4;

/** The spec does not give these: chosen to fit real names and addresses and to bound what autosave stores. */
export const FIELD_MAX_LENGTHS = {
  name: 50,
  middleNames: 100,
  email: 254,
  phone: 15,
  place: 100,
  country: 60,
  addressLine: 100,
  suburb: 60,
  postcode: 10,
  state: 50,
  organisation: 200,
  position: 100,
  occupation: 2000,
  cardNumber: 20,
  abn: 14,
  idField: 20,
  idName: 100,
  shortText: 100,
  message: 5000,
  url: 2000,
  stackTrace: 20_000,
  /** an SVG data URL of a drawn signature */
  signature: 500_000,
  token: 4096,
} as const;
