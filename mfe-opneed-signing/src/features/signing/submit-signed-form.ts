import { getApi, type OperationalNeedFormSubmission } from 'shared-contracts/api';

/** POST /api/people/operational-need-form/{id}/{refId} (spec §7): every field plus `_signature`. */
export const submitSignedForm = (peopleId: number, refId: string, body: OperationalNeedFormSubmission) =>
  getApi().call('postOperationalNeedForm', { params: { id: peopleId, refId }, body });
