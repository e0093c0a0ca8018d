import * as z from 'zod/mini';
import { defineEndpoints } from 'shared-contracts';
import { IdParams, StateParams } from '../rules/path-params';
import { IssuingBodyList } from './issuing-body-list';
import { AccessFrequencyOption, OperationalNeed, OperationalNeedCategory, OperationalNeedReason } from './operational-need';
import { Airport, Country, IdDocumentType, IssuingBody, State, Suburb } from './reference-data';

/** Spec §7. Not an entry: the domains re-export the endpoints they use in their typed calls. */
export const referenceEndpoints = /* @__PURE__ */ defineEndpoints({
  operationalNeedList: { method: 'GET', path: '/api/operational-need/list', response: z.array(OperationalNeed), auth: 'none' },
  operationalNeed: { method: 'GET', path: '/api/operational-need/:id', params: IdParams, response: OperationalNeed, auth: 'none' },
  operationalNeedReason: { method: 'GET', path: '/api/operational-need/get-reason/:id', params: IdParams, response: OperationalNeedReason, auth: 'none' },
  accessFrequencyOptions: { method: 'GET', path: '/api/operational-need-access-frequency/options', response: z.array(AccessFrequencyOption), auth: 'none' },
  /** cached by the caller after the first success (spec §7) */
  operationalNeedCategories: { method: 'GET', path: '/api/operational-need-category/list', response: z.array(OperationalNeedCategory), auth: 'none' },
  auscheckIdDocuments: { method: 'GET', path: '/api/id-documents/auscheck-list', response: z.array(IdDocumentType), auth: 'none' },
  /** sorted VEP, VEA first and OTHER last */
  issuingBodies: { method: 'GET', path: '/api/issuing-body/list', response: IssuingBodyList, auth: 'none' },
  issuingBody: { method: 'GET', path: '/api/issuing-body/:id', params: IdParams, response: IssuingBody, auth: 'none' },
  countries: { method: 'GET', path: '/api/country/list', response: z.array(Country), auth: 'none' },
  states: { method: 'GET', path: '/api/state/list', response: z.array(State), auth: 'none' },
  /** the spec does not show this call: chosen */
  airports: { method: 'GET', path: '/api/airport/list', response: z.array(Airport), auth: 'none' },
  suburbs: { method: 'GET', path: '/shared/data/au/:state.json', params: StateParams, response: z.array(Suburb), auth: 'none' },
});
