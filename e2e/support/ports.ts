import type { RemoteName } from 'shared-contracts';

/**
 * The test ports: the system as deployed, shifted away from `npm start` (3000-3006, 8080) so that a test run
 * never clashes with a developer's running site. E2E_PORT_BASE moves the whole block (shell on the base,
 * remotes on base+1..+6, API on base+80).
 */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4000);
/**
 * Each Playwright worker runs its own system on its own block: worker n (TEST_PARALLEL_INDEX) is 100 ports up.
 * Outside a worker (the Playwright runner, the bench) it is the base block.
 */
export const PORT_BASE = E2E_PORT_BASE + 100 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const TEST_PORTS = {
  shell: PORT_BASE,
  application: PORT_BASE + 1,
  statusTracking: PORT_BASE + 2,
  induction: PORT_BASE + 3,
  opneedSigning: PORT_BASE + 4,
  content: PORT_BASE + 5,
  staffConsole: PORT_BASE + 6,
  api: PORT_BASE + 80,
} as const satisfies Record<RemoteName | 'shell' | 'api', number>;

export const origin = (port: number) => `http://localhost:${port}`;

export const SHELL_URL = origin(TEST_PORTS.shell);
export const API_URL = origin(TEST_PORTS.api);
export const remoteOrigin = (remote: RemoteName) => origin(TEST_PORTS[remote]);
