import { defineEndpoints } from 'shared-contracts';
import { IncompleteInductions } from '../induction/induction';
import { IdParams, PeopleFormParams } from '../rules/path-params';
import { PeopleRecord } from './people-record';

// a module of its own, not beside the track screen's table: tree-shaking keeps or drops whole modules' imports, so the
// track screen would carry these schemas (the people record, inductions) as soon as the status page uses this table
/** The status page's reads and its downloads. */
export const statusEndpoints = /* @__PURE__ */ defineEndpoints({
  person: { method: 'GET', path: '/api/people/:id', params: IdParams, response: PeopleRecord, auth: 'token' },
  /** The inductions a person still has to do, for the status page's links (the induction domain owns the schema). */
  peopleIncompleteInductions: { method: 'GET', path: '/api/people/:id/:formId/inductions/incomplete', params: PeopleFormParams, response: IncompleteInductions, auth: 'token' },
  downloadApplicationForm: { method: 'GET', path: '/api/download/application-form/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
  downloadInvoice: { method: 'GET', path: '/api/download/invoice/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
  downloadCertificate: { method: 'GET', path: '/api/download/certificate/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
});
