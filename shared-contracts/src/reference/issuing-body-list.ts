import * as z from 'zod/mini';
import { IssuingBody } from './reference-data';

/** The answer of GET /api/issuing-body/list: the endpoint table's response schema (`endpoints.issuingBodies`). */
export const IssuingBodyList = z.array(IssuingBody);
