-- The wizard's own additions (issue 3). The applicant's drawn signature (self-employed applicants and private
-- pilots, spec §4 signature, §6) is kept beside the draft rather than inside its data, so that autosave does not
-- resend an image on every keystroke.
ALTER TABLE draft_form ADD COLUMN signature text;

-- What failed when a form was saved or converted (spec §4 confirm, §8 processing: POST /api/form/{id}/error), for
-- the support team.
CREATE TABLE form_error (
  id bigserial PRIMARY KEY,
  draft_form_id integer NOT NULL REFERENCES draft_form (id),
  error text NOT NULL,
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_error_draft_form ON form_error (draft_form_id, created_at);
