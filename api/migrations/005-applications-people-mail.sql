-- The core of the application data, shared by the wizard, status, induction and signing features.

-- A draft form: what an applicant types, saved as they go (spec §3 applicant draft, §4 autosave). It is reached
-- by its id plus the random form key of the FormKey header (stored hashed), or by the random id of an emailed
-- link, which expires (spec §6).
CREATE TABLE draft_form (
  id serial PRIMARY KEY,
  form_key_hash text NOT NULL,
  random_id text NOT NULL UNIQUE,
  company text NOT NULL,
  data jsonb NOT NULL,
  -- optimistic concurrency: an update names the version it read, so two tabs never silently overwrite each other
  version integer NOT NULL DEFAULT 1,
  step_completed smallint NOT NULL DEFAULT 0,
  mail_link_sent boolean NOT NULL DEFAULT false,
  link_expires_at timestamptz,
  expired_at timestamptz,
  people_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A people record: a submitted application (spec §3 people record), made from a draft form in one transaction.
-- The tracking number is the id plus 1500 with the VEP (MSIC) or VEA (ASIC) prefix (spec §5, §9).
CREATE TABLE people (
  id serial PRIMARY KEY,
  incomplete_form_id integer UNIQUE REFERENCES draft_form (id),
  random_id text NOT NULL UNIQUE,
  company text NOT NULL,
  site smallint NOT NULL DEFAULT 0,
  website_id integer,
  firstname text NOT NULL,
  middlenames text,
  surname text NOT NULL,
  birthdate date NOT NULL,
  email text NOT NULL,
  extra_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  operational_need_public text,
  based_on_asic boolean NOT NULL DEFAULT false,
  interviewed_at timestamptz,
  paid_at timestamptz,
  ops_approved_at timestamptz,
  auscheck_uploaded_at timestamptz,
  auscheck_decision text,
  auscheck_certdate date,
  dispatched boolean NOT NULL DEFAULT false,
  posted_date date,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE draft_form ADD CONSTRAINT draft_form_people_fk FOREIGN KEY (people_id) REFERENCES people (id);
CREATE INDEX people_birthdate ON people (birthdate);

-- Every mail the service sends, recorded whether or not SMTP is configured; without SMTP, the development
-- mailbox (/dev/mailbox) shows them. Never enabled in production.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  company text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  sent_at timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX mail_outbox_to_address ON mail_outbox (to_address, created_at);
