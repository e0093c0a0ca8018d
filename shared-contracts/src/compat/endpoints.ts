// compatibility for phase B/C of issue 41: delete when nothing imports it
import { contentEndpoints } from '../content/endpoints';
import { formEndpoints } from '../form/endpoints';
import { inductionEndpoints } from '../induction/endpoints';
import { referenceEndpoints } from '../reference/endpoints';
import { signingEndpoints } from '../signing/endpoints';
import { trackingEndpoints } from '../tracking/calls';

/**
 * The old global table of spec §7: the union of the domains' tables (each endpoint lives in one of them). What
 * `getApi().call(name)`, `checkAnswer` and the API's routes still look endpoints up in until phase B/C.
 */
export const endpoints = { ...referenceEndpoints, ...formEndpoints, ...trackingEndpoints, ...inductionEndpoints, ...signingEndpoints, ...contentEndpoints };

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];
