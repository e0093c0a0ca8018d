/**
 * `shared-contracts/releases`: the release registry, canaries and real-user health (issue 42): the pointers the
 * static servers read, the staff console's Releases page, the shell's health reports.
 */
import { api } from 'shared-contracts';
import { releaseEndpoints } from './endpoints';

export * from './release';
export * from './endpoints';
export const releasesApi = /* @__PURE__ */ api(releaseEndpoints);
