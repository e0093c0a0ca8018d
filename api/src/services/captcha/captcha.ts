import type { CaptchaChallenge } from 'shared-contracts/content';
import type { Queryable } from '../../db';

/**
 * The captcha adapter of ARCHITECTURE.md ("external services sit behind small adapters"). The contact routes
 * only see this interface: the self-hosted ALTCHA proof of work is the default, and a third-party provider is a
 * second implementation chosen at start-up, with no change to the routes.
 */
export interface CaptchaService {
  /** a new challenge for the browser to solve */
  challenge(): Promise<CaptchaChallenge>;
  /**
   * True when `solution` (the enquiry's `captcha` field) solves a challenge this server issued, that has not
   * expired and has not been used. Marks it used through `db`, so that a caller's transaction that fails
   * leaves the challenge usable.
   */
  verify(solution: string, db: Queryable): Promise<boolean>;
}
