-- The staff console (issue 19, docs/decisions/052): staff accounts with a password and a TOTP second factor,
-- their sessions, the sign-in failures that lock an email out, and the log of who looked at whose record.

-- A staff member. The password (argon2id, PHC string) and the TOTP secret (AES-256-GCM under DATA_ENCRYPTION_KEY)
-- are set at enrolment; until then the account has a one-time enrolment token (SHA-256) valid 24 hours.
-- totp_last_step is the last TOTP time step accepted, so a code is accepted once (a replay is refused).
CREATE TABLE staff_member (
  id serial PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('viewer', 'officer')),
  password_hash text,
  totp_secret text NOT NULL,
  totp_last_step bigint NOT NULL DEFAULT 0,
  enrolment_token_hash text UNIQUE,
  enrolment_expires_at timestamptz,
  enrolled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_member_email ON staff_member (lower(email));

-- A signed-in session: the cookie holds 32 random bytes, the table only their SHA-256 (a copy of the table signs
-- nobody in). It ends 15 minutes after last_seen_at, 8 hours after created_at, or at sign-out (ended_at).
CREATE TABLE staff_session (
  id_digest text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_member (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX staff_session_staff ON staff_session (staff_id);

-- Failed sign-ins per email (known or not, so that a lockout tells nobody whether an account exists): the fifth
-- failure within 15 minutes locks the email for 15 minutes.
CREATE TABLE staff_sign_in_failure (
  email text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);

-- Every look at personal data through the staff console or the operator API: who (a staff email, or the name of
-- a static operator token), whose record, what (the record, a document) and when.
CREATE TABLE staff_access_log (
  id bigserial PRIMARY KEY,
  staff text NOT NULL,
  people_id integer NOT NULL REFERENCES people (id),
  what text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX staff_access_log_people ON staff_access_log (people_id, at);
