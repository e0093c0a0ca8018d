-- Tables two features share, so that neither waits for the other.

-- Verification codes of the status login (spec §4 tracking, §6): random, stored hashed, bound to one people
-- record, expiring and attempt-limited. The wizard's confirm step makes one at conversion (spec §4: convert →
-- Id and VerificationCode → log in); the track screen makes one per login and resend.
CREATE TABLE verification_code (
  id bigserial PRIMARY KEY,
  people_id integer NOT NULL REFERENCES people (id),
  code_hash text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('conversion', 'login')),
  attempts smallint NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_code_people ON verification_code (people_id, created_at);

-- The employer's part of an application (spec §2 /operational-need-form/{id}/{refId}, §3 operational-need form,
-- §6 public reference link): made at conversion when the applicant names an employer or sponsor who must sign,
-- reached by the people id plus a random, unguessable, expiring reference id, filled in and signed once.
CREATE TABLE operational_need_request (
  id serial PRIMARY KEY,
  people_id integer NOT NULL REFERENCES people (id),
  ref_id text NOT NULL UNIQUE,
  regional boolean NOT NULL DEFAULT false,
  employer_email text,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  signature text,
  signed_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operational_need_request_people ON operational_need_request (people_id);
