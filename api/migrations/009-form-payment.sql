-- Card payments of the variants that pay online (issue 3): one row per charge attempt that the processor
-- accepted or declined. Card numbers are never stored: only the processor's reference, the last 4 digits and brand.
CREATE TABLE form_payment (
  id bigserial PRIMARY KEY,
  draft_form_id integer NOT NULL REFERENCES draft_form (id),
  processor text NOT NULL,
  reference text,
  amount_cents integer NOT NULL,
  card_brand text,
  card_last4 char(4),
  status text NOT NULL CHECK (status IN ('paid', 'declined')),
  message text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_payment_draft_form ON form_payment (draft_form_id, created_at);
