-- Status and tracking (issue 4): what the login, the status page and the operator side need beyond 005/006.

-- A people record whose personal data is withheld from online access (spec §8 "401 redacted": the redacted
-- screen). Set by an operator; the login answers 401 redacted once the birth date matches.
ALTER TABLE people ADD COLUMN redacted_at timestamptz;

-- Logout ends every token issued before it (spec §7 POST /api/logout): a token whose issue time (whole seconds)
-- is before this instant is refused, so a copied token stops working without a server-side session table.
ALTER TABLE people ADD COLUMN tokens_valid_after timestamptz;

-- How the card was sent (a courier, registered post, collected at an office); `dispatched` and `posted_date` are
-- in 005. Shown on the status page as the people record's _msicPosted.Dispatch.
ALTER TABLE people ADD COLUMN dispatch_method text;

-- Every operator action that moves an application along: who, what, when and the values recorded. Written in the
-- same transaction as the change itself, so there is never a change without its audit row.
CREATE TABLE operator_audit_log (
  id bigserial PRIMARY KEY,
  people_id integer NOT NULL REFERENCES people (id),
  operator text NOT NULL,
  action text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_log_people ON operator_audit_log (people_id, created_at);
