import { createHash, timingSafeEqual } from 'node:crypto';
import type { StaffRole } from 'shared-contracts/staff';
import { DEV_OPERATOR_TOKEN, type Env } from '../../env';

export interface OperatorCredential {
  name: string;
  role: StaffRole;
  tokenDigest: Buffer;
}

const digest = (token: string) => createHash('sha256').update(token).digest();

/**
 * The static operator tokens, for automation only (tools/ops.mjs): OPERATOR_TOKENS, `name=token` (an officer, as
 * every token was before roles) or `name:viewer=token` / `name:officer=token`; outside production, with nothing
 * set, one `developer` officer with the development token (api/README.md). In production with nothing set, none.
 */
export function operatorCredentials(env: Pick<Env, 'NODE_ENV' | 'OPERATOR_TOKENS'>): OperatorCredential[] {
  const pairs = env.OPERATOR_TOKENS
    ? env.OPERATOR_TOKENS.split(',').map((pair) => {
        const [who, token] = pair.trim().split(/=(.*)/s) as [string, string];
        const [name, role] = who.split(':') as [string, StaffRole | undefined];
        return { name, role: role ?? 'officer', token };
      })
    : env.NODE_ENV === 'production'
      ? []
      : [{ name: 'developer', role: 'officer' as const, token: DEV_OPERATOR_TOKEN }];
  return pairs.map(({ name, role, token }) => ({ name, role, tokenDigest: digest(token) }));
}

/** The credential a bearer token is, compared as digests in constant time; undefined when none. */
export function credentialOf(credentials: OperatorCredential[], token: string): OperatorCredential | undefined {
  const given = digest(token);
  return credentials.find((c) => timingSafeEqual(c.tokenDigest, given));
}
