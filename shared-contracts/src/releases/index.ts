import { api } from 'shared-contracts';
import { releaseEndpoints } from './endpoints';

export * from './release';
export * from './endpoints';
export const releasesApi = /* @__PURE__ */ api(releaseEndpoints);
