import { contentEndpoints } from 'shared-contracts/content';
import { formEndpoints, referenceEndpoints } from 'shared-contracts/form';
import { inductionEndpoints } from 'shared-contracts/induction';
import { signingEndpoints } from 'shared-contracts/signing';
import { trackingEndpoints } from 'shared-contracts/tracking';

/**
 * Every endpoint of the applicant's side of spec §7 in one table, for the tests that walk them all (the access
 * matrix, the security headers, hostile input): the union of the domains' tables, as the routes register them one
 * by one from their own domain's table (each endpoint lives in one domain, shared-contracts/src/endpoints.test.ts).
 * The staff console's and the releases' tables are not in it.
 */
export const endpoints = { ...referenceEndpoints, ...formEndpoints, ...trackingEndpoints, ...inductionEndpoints, ...signingEndpoints, ...contentEndpoints };

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];
