import { defineEndpoints } from 'shared-contracts';
import * as z from 'zod/mini';
import { OkResponse } from '../rules/common';
import { ReleaseChange, ReleasePointers, ReleasesOverview, RemoteKey, RemoteReleases, RumBatch } from './release';

export const ReleaseRemoteParams = z.object({ remote: RemoteKey });

/** The pointers are public: the static servers read them, and they hold nothing private. */
export const releaseEndpoints = /* @__PURE__ */ defineEndpoints({
  releasePointers: { method: 'GET', path: '/api/releases', response: ReleasePointers, auth: 'none' },
  releasesOverview: { method: 'GET', path: '/api/staff/releases', response: ReleasesOverview, auth: 'staffSession' },
  releaseChange: { method: 'POST', path: '/api/staff/releases/:remote', params: ReleaseRemoteParams, body: ReleaseChange, response: RemoteReleases, auth: 'staffSession' },
  /** 204; sent by sendBeacon in the browser, so the body arrives as text/plain JSON */
  rumReport: { method: 'POST', path: '/api/rum', body: RumBatch, response: OkResponse, auth: 'none' },
});
