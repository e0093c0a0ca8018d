import * as z from 'zod/mini';
import { IssuingBody } from './reference-data';

/**
 * The answer of GET /api/issuing-body/list: the endpoint table's response schema (`endpoints.issuingBodies`), and the
 * one `shared-contracts/issuing-bodies` checks the enrolment's page data with (docs/decisions/062). Not re-exported by
 * `schemas/index.ts`, so that the API layer's exports do not change.
 */
export const IssuingBodyList = z.array(IssuingBody);
