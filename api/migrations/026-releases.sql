-- Releases (issue 42, docs/decisions/089): the pointers every static server reads, their audit, and the real-user
-- health of each release per minute. Owned by the API (repositories/release-pointers.ts, release-events.ts,
-- release-health.ts).

-- The staff role that reads and changes releases; it has no rights on applications.
ALTER TABLE staff_member DROP CONSTRAINT IF EXISTS staff_member_role_check;
ALTER TABLE staff_member ADD CONSTRAINT staff_member_role_check CHECK (role IN ('viewer', 'officer', 'releaser'));

-- One row per remote ever released (a remote without one serves its built-in 1.0.0). The canary, when there is one,
-- is served to canary_percent of visitors (sticky per visitor, decided by the static server). previous_stable: the
-- stables before this one, newest first (at most 20), where a rollback without a canary goes back to. margin and
-- min_visits: the automatic rollback's settings, null for RELEASE_HEALTH_DEFAULTS; team_email: where an automatic
-- rollback is mailed, null for RELEASE_TEAM_EMAIL.
CREATE TABLE remote_release (
  remote text PRIMARY KEY,
  stable_version text NOT NULL,
  previous_stable jsonb NOT NULL DEFAULT '[]'::jsonb,
  canary_version text,
  canary_percent integer CHECK (canary_percent BETWEEN 1 AND 99),
  canary_started_at timestamptz,
  margin double precision CHECK (margin BETWEEN 0 AND 1),
  min_visits integer CHECK (min_visits >= 1),
  team_email text,
  updated_at timestamptz NOT NULL,
  CHECK ((canary_version IS NULL) = (canary_percent IS NULL) AND (canary_version IS NULL) = (canary_started_at IS NULL))
);

-- Every change of a pointer or of the settings: who (a staff email, `cli` for the operator's command, `health` for
-- the automatic rollback), what, when and why.
CREATE TABLE release_event (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  remote text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('release', 'canary', 'promote', 'rollback', 'auto-rollback', 'settings')),
  version text,
  actor text NOT NULL,
  reason text
);
CREATE INDEX release_event_remote ON release_event (remote, at);

-- Real-user health per remote, release and minute, added to by every batch the shells send (an upsert). The vitals
-- are kept as samples, at most 500 per metric and row (the first 500 of the minute), so a p75 is exact below that
-- and the row stays bounded above it.
CREATE TABLE release_health (
  remote text NOT NULL,
  version text NOT NULL,
  minute timestamptz NOT NULL,
  visits integer NOT NULL DEFAULT 0,
  load_failures integer NOT NULL DEFAULT 0,
  errors integer NOT NULL DEFAULT 0,
  lcp double precision[] NOT NULL DEFAULT '{}',
  inp double precision[] NOT NULL DEFAULT '{}',
  cls double precision[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (remote, version, minute)
);
CREATE INDEX release_health_minute ON release_health (minute);
