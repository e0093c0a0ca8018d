// compatibility for phase B/C of issue 41: delete when nothing imports it
// The old entry `shared-contracts/public-forms`: the list of /forms, now in the content domain.
export { PUBLIC_FORMS, type PublicFormId } from '../content/public-form-list';
