// compatibility for phase B/C of issue 41: delete when nothing imports it
/**
 * shared-contracts/wizard-first-screen: what the application wizard's first screen reads of the contracts before
 * its form layers (shared-contracts/api and shared-contracts/validators, with zod: about 35 KB gzipped) have
 * arrived: the route's form id, a new form's empty draft, and the identity document's labels, maximum lengths and
 * number hints, which its fields show. The layers come at the applicant's first intent (docs/decisions/070). Not a
 * federation singleton: it keeps no state, and the application remote bundles the few hundred bytes it uses. The
 * rules themselves live once, in the modules named here, which the layers export too.
 */
export { parseNumericId } from '../rules/tracking-number';
export { ID_DOCUMENT_MAX_LENGTHS } from '../rules/max-lengths';
export { BIRTH_CERTIFICATE_NUMBER_HINTS } from '../form/birth-certificate';
export { ID_DOCUMENT_RULES, type IdDocumentRule } from '../form/id-document-rules';
export { emptyApplicantDraft } from '../form/empty-applicant-draft';
