import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import type { Env } from '../../env';
import { minuteOf, settingsOf } from '../../lib/releases';
import type { Metrics } from '../../plugins/app/metrics';
import type { ReleaseEventRepository, ReleaseHealthRepository, ReleasePointerRepository, RemoteReleaseRow } from '../../repositories';
import type { MailService } from '../mail';

/** The actor of an automatic rollback in release_event. */
export const HEALTH_ACTOR = 'health';
/** How often every canary is judged besides after each health report (another process may have taken the reports). */
export const AUTO_ROLLBACK_CHECK_MS = 15_000;

export interface AutoRollbackOptions {
  db: Db;
  pointers: ReleasePointerRepository;
  events: ReleaseEventRepository;
  health: ReleaseHealthRepository;
  mail: MailService;
  metrics: Metrics;
  env: Pick<Env, 'RELEASE_TEAM_EMAIL' | 'DEFAULT_COMPANY'>;
  now: () => Date;
  log: FastifyBaseLogger;
  checkMs?: number;
}

/** A release's health since the canary started: visits, failures (load failures plus errors) and their rate. */
export interface ReleaseFigures {
  version: string;
  visits: number;
  failures: number;
  rate: number;
}

/** The verdict on a canary, with the figures it rests on. */
export interface CanaryVerdict {
  failing: boolean;
  canary: ReleaseFigures;
  stable: ReleaseFigures;
  margin: number;
  minVisits: number;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const describe = (name: string, f: ReleaseFigures) => `${name} ${f.version}: ${f.visits} visits, ${f.failures} failures (${percent(f.rate)})`;

/**
 * The rule of the automatic rollback (decision 089): the canary fails when it has had at least `minVisits` visits
 * since it started and its error rate ((load failures + errors) per visit) exceeds the stable release's, over the
 * same minutes, by more than `margin`; a stable release without visits counts as a rate of 0.
 */
export function judge(canary: Omit<ReleaseFigures, 'rate'>, stable: Omit<ReleaseFigures, 'rate'>, settings: { margin: number; minVisits: number }): CanaryVerdict {
  const rate = (f: Omit<ReleaseFigures, 'rate'>) => (f.visits > 0 ? f.failures / f.visits : 0);
  const c = { ...canary, rate: rate(canary) };
  const s = { ...stable, rate: rate(stable) };
  return { failing: c.visits >= settings.minVisits && c.rate > s.rate + settings.margin, canary: c, stable: s, ...settings };
}

/** Why the canary was ended, with its figures: the event's reason and the mail's body. */
export const reasonOf = (v: CanaryVerdict) =>
  `${describe('canary', v.canary)} against ${describe('stable', v.stable)}: over the margin of ${percent(v.margin)} with at least ${v.minVisits} visits`;

/**
 * The automatic rollback (issue 42): after each health report that touches a remote with a canary, and every 15 s in
 * every API process, each canary is judged on its real-user health; a failing one is ended in one conditional
 * statement (so of two processes judging at once, one ends it), audited as `auto-rollback` by `health` and mailed
 * to the remote's team through the outbox, all in one transaction.
 */
export function createAutoRollback({ db, pointers, events, health, mail, metrics, env, now, log, checkMs = AUTO_ROLLBACK_CHECK_MS }: AutoRollbackOptions) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;

  async function verdictOf(row: RemoteReleaseRow): Promise<CanaryVerdict | undefined> {
    if (!row.canary_version || row.canary_started_at === null) return undefined;
    const since = minuteOf(row.canary_started_at);
    const [canary, stable] = await Promise.all([health.totals(row.remote, row.canary_version, since), health.totals(row.remote, row.stable_version, since)]);
    return judge({ version: row.canary_version, ...canary }, { version: row.stable_version, ...stable }, settingsOf(row, env));
  }

  /** Judges one remote's canary and ends it when it fails; true when this call ended it. */
  async function judgeRemote(row: RemoteReleaseRow): Promise<boolean> {
    const verdict = await verdictOf(row);
    if (!verdict?.failing || !row.canary_version || row.canary_started_at === null) return false;
    const version = row.canary_version;
    const startedAt = new Date(row.canary_started_at).toISOString();
    const reason = reasonOf(verdict);
    const at = now();
    const to = settingsOf(row, env).teamEmail;
    const ended = await db.transaction(async (tx) => {
      if (!(await pointers.endCanary(row.remote, version, startedAt, at, tx))) return false;
      await events.record({ at, remote: row.remote, kind: 'auto-rollback', version, actor: HEALTH_ACTOR, reason }, tx);
      await mail.send(
        {
          kind: 'release-rollback',
          company: env.DEFAULT_COMPANY,
          to,
          subject: `Canary ${version} of ${row.remote} rolled back automatically`,
          text: [
            `The canary ${version} of the remote ${row.remote} was ended automatically at ${at.toISOString()}: every new visitor gets the stable release ${row.stable_version} again.`,
            '',
            `Why: ${reason}.`,
            '',
            'The Releases page of the staff console shows its health by minute. Nothing else is needed; release a fixed version as a new canary when it is ready.',
          ].join('\n'),
        },
        tx,
      );
      return true;
    });
    if (ended) {
      metrics.rollbacks.inc({ remote: row.remote, kind: 'automatic' });
      log.warn({ remote: row.remote, version, reason }, 'canary rolled back automatically');
    }
    return ended;
  }

  /** Judges the canaries of `remotes` (every canary when not given); answers the remotes whose canary this call ended. */
  async function check(remotes?: readonly string[]): Promise<string[]> {
    const rows = (await pointers.withCanary()).filter((row) => !remotes || remotes.includes(row.remote));
    const ended: string[] = [];
    for (const row of rows) if (await judgeRemote(row)) ended.push(row.remote);
    return ended;
  }

  return {
    check,
    verdictOf,
    start() {
      timer = setInterval(() => {
        running ??= check()
          .catch((err: unknown) => log.error({ err }, 'automatic rollback check failed'))
          .finally(() => (running = undefined));
      }, checkMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type AutoRollback = ReturnType<typeof createAutoRollback>;
