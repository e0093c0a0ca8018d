import * as z from 'zod/mini';
// the schema the kernel's RuntimeConfig type is held to: a module for the tools that write /config.json and their tests,
// in no entry (the kernel carries no zod, and no screen checks the file with it)
import { RuntimeConfig } from '../shared-contracts/src/rules/runtime-config';
import { runtimeConfig } from './runtime-config.mjs';

/**
 * The browser trusts /config.json after a presence check (ui-kit/host/runtime-config.ts), so the one generator
 * of that file must always produce what the shared RuntimeConfig schema accepts.
 */
describe('the runtime configuration served as /config.json', () => {
  const valid = (env: Record<string, string>) => z.safeParse(RuntimeConfig, runtimeConfig({ RELEASES_URL: 'off', ...env }));

  it('satisfies the RuntimeConfig schema with no variables set', () => {
    const result = valid({});
    expect(result.success).toBe(true);
    expect(result.data?.remotes.content?.manifest).toBe('http://localhost:3005/mf-manifest.json');
    expect(result.data?.companyResolution).toEqual({ default: 'msic', hosts: {}, subdomain: true });
  });

  it('reads every documented variable', () => {
    const result = valid({
      API_BASE: 'https://api.example.net/',
      TOKEN_ALLOWLIST: 'https://maps.example.net, https://files.example.net',
      DEFAULT_COMPANY: 'toll',
      COMPANY_HOSTS: 'cards.toll.example=toll,ports.example=spa',
      COMPANY_SUBDOMAINS: 'false',
      WEBSITE_TYPE: 'asic',
      REMOTE_CONTENT_URL: 'https://content.example.net',
      REMOTE_STATUS_TRACKING_URL: 'https://status.example.net/v2/mf-manifest.json',
      IDLE_TIMEOUT_SECONDS: '5',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      apiBase: 'https://api.example.net',
      tokenAllowlist: ['https://maps.example.net', 'https://files.example.net'],
      companyResolution: { default: 'toll', hosts: { 'cards.toll.example': 'toll', 'ports.example': 'spa' }, subdomain: false },
      websiteType: 'asic',
      idleTimeoutSeconds: 5,
    });
    expect(result.data?.remotes.content?.manifest).toBe('https://content.example.net/mf-manifest.json');
    expect(result.data?.remotes.statusTracking?.manifest).toBe('https://status.example.net/v2/mf-manifest.json');
  });

  it('passes on the share of page loads that report real-user health, and nothing for a value out of range', () => {
    expect(runtimeConfig({ RELEASES_URL: 'off', RUM_SAMPLE_RATE: '0.1' })).toMatchObject({ rumSampleRate: 0.1 });
    expect(runtimeConfig({ RELEASES_URL: 'off', RUM_SAMPLE_RATE: '0' })).toMatchObject({ rumSampleRate: 0 });
    for (const value of ['', '2', 'half', '-1']) expect(runtimeConfig({ RELEASES_URL: 'off', RUM_SAMPLE_RATE: value })).not.toHaveProperty('rumSampleRate');
  });

  it('writes company host rules and the default in lower case, as browsers report host names', () => {
    const result = valid({ DEFAULT_COMPANY: ' Toll ', COMPANY_HOSTS: 'Cards.Toll.Example = TOLL, broken, =spa' });
    expect(result.data?.companyResolution).toEqual({ default: 'toll', hosts: { 'cards.toll.example': 'toll' }, subdomain: true });
  });
});
