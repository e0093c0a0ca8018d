import { defineEndpoints } from 'shared-contracts';
import { IncompleteInductions } from '../induction/induction';
import { IdParams, PeopleFormParams } from '../rules/path-params';
import { PeopleRecord } from './people-record';

// a module of its own, not beside the track screen's table: tree-shaking keeps or drops whole modules' imports
export const statusEndpoints = /* @__PURE__ */ defineEndpoints({
  person: { method: 'GET', path: '/api/people/:id', params: IdParams, response: PeopleRecord, auth: 'token' },
  peopleIncompleteInductions: { method: 'GET', path: '/api/people/:id/:formId/inductions/incomplete', params: PeopleFormParams, response: IncompleteInductions, auth: 'token' },
  downloadApplicationForm: { method: 'GET', path: '/api/download/application-form/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
  downloadInvoice: { method: 'GET', path: '/api/download/invoice/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
  downloadCertificate: { method: 'GET', path: '/api/download/certificate/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
});
