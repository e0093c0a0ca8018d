import * as z from 'zod/mini';
import { CONTRACTS_MAJOR, CONTRACTS_VERSION, REMOTE_NAMES, REMOTES } from './remotes';
import { RuntimeConfig } from '../rules/runtime-config';
import pkg from '../../package.json';

describe('remotes and runtime configuration', () => {
  it('six remotes on ports 3001 to 3006', () => {
    expect(REMOTE_NAMES).toHaveLength(6);
    expect(REMOTE_NAMES.map((n) => REMOTES[n].port).sort()).toEqual([3001, 3002, 3003, 3004, 3005, 3006]);
  });

  it('CONTRACTS_VERSION moves with the package version', () => {
    expect(CONTRACTS_VERSION).toBe(pkg.version);
    expect(CONTRACTS_MAJOR).toBe(Number(pkg.version.split('.')[0]));
  });

  it('parses a runtime configuration and refuses an incomplete one', () => {
    const config = {
      apiBase: 'http://localhost:8080',
      tokenAllowlist: [],
      companyResolution: { default: 'msic', hosts: { 'spa.localhost': 'spa' }, subdomain: true },
      websiteType: 'public',
      remotes: { application: { manifest: 'http://localhost:3001/mf-manifest.json' } },
    };
    expect(z.safeParse(RuntimeConfig, config).success).toBe(true);
    expect(z.safeParse(RuntimeConfig, { ...config, apiBase: undefined }).success).toBe(false);
  });
});
