-- Proof of attendance and certificates of completion for the online induction (issue 20; docs/decisions/017).

-- What a slide shows besides its narration: its key points and a drawing with its text alternative; and how long
-- its narration lasts, which the server holds the participant to (tools/induction-audio measures it).
ALTER TABLE induction_slide ADD COLUMN points jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE induction_slide ADD COLUMN figure text;
ALTER TABLE induction_slide ADD COLUMN figure_alt text;
ALTER TABLE induction_slide ADD COLUMN narration_seconds real;

-- The server's clock of each slide a participant opens: seconds_before holds the time spent on earlier visits,
-- active_since the start of the visit under way. Opening a slide stops every other slide's clock of the enrolment,
-- so at most one runs at a time and the time on two slides is never counted twice.
CREATE TABLE induction_slide_time (
  enrolment_id integer NOT NULL REFERENCES induction_enrolment (id),
  module smallint NOT NULL,
  slide smallint NOT NULL,
  seconds_before double precision NOT NULL DEFAULT 0,
  active_since timestamptz,
  first_opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (enrolment_id, module, slide)
);
CREATE UNIQUE INDEX induction_slide_time_one_running ON induction_slide_time (enrolment_id) WHERE active_since IS NOT NULL;

-- A completion now says how the slide was completed (its narration ended, or its reading time passed when the audio
-- could not play) and the time the participant spent on it. Rows written before this migration have neither.
ALTER TABLE induction_slide_completion ADD COLUMN completed_by text CHECK (completed_by IN ('narration', 'reading'));
ALTER TABLE induction_slide_completion ADD COLUMN seconds_spent double precision;

-- The certificate of a completed induction: a random verification code (12 characters of Crockford's base 32,
-- printed as XXXX-XXXX-XXXX) that anyone holding the certificate can check.
CREATE TABLE induction_certificate (
  code text PRIMARY KEY,
  enrolment_id integer NOT NULL UNIQUE REFERENCES induction_enrolment (id),
  issued_at timestamptz NOT NULL DEFAULT now()
);
