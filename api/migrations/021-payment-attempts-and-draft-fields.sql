-- Issue 40: a charge always ends in an issued application or a refund. A payment is an attempt first: recorded
-- `pending` with its idempotency key (sent to the gateway, so a retry of a lost answer cannot charge twice) and the
-- draft version and amount it was priced at, before the card is charged; then `paid` in the transaction that issues
-- the application, `declined`, or, when the application cannot be issued after all, `refund_due` until the gateway
-- confirms the refund (`refunded`). Rows made before are paid or declined attempts without a key.
ALTER TABLE form_payment DROP CONSTRAINT form_payment_status_check;
ALTER TABLE form_payment ADD CONSTRAINT form_payment_status_check CHECK (status IN ('pending', 'paid', 'declined', 'refund_due', 'refunded'));
ALTER TABLE form_payment ADD COLUMN idempotency_key text UNIQUE;
ALTER TABLE form_payment ADD COLUMN draft_version integer;
ALTER TABLE form_payment ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE form_payment ADD COLUMN refund_reference text;
ALTER TABLE form_payment ADD COLUMN refund_attempts integer NOT NULL DEFAULT 0;
-- at most one attempt of a draft is in flight: two requests racing cannot both start one (a second paid row is
-- refused by the payment route under the draft's row lock; rows of before may hold two, so it is not an index)
CREATE UNIQUE INDEX form_payment_one_pending_attempt ON form_payment (draft_form_id) WHERE status = 'pending';
CREATE INDEX form_payment_refund_due ON form_payment (updated_at) WHERE status = 'refund_due';

-- The ABN register's answer of a draft (`_abr`) is the server's from now on (issue 40: the browser's copy is never
-- believed): the copies browsers stored in drafts not yet submitted are removed, and the next save asks the register.
UPDATE draft_form SET data = data - '_abr' WHERE people_id IS NULL AND data ? '_abr';

-- A renewal clears the ASIC fields for every card (spec §4, issue 40): the number of an ASIC being renewed, which
-- drafts not yet submitted kept in Asicnum, becomes the card number, as the wizard now asks for it.
UPDATE draft_form SET data = jsonb_set(data - 'Asicnum' - 'Asicexpirydate', '{Msicnum}', data->'Asicnum')
WHERE people_id IS NULL AND data->>'Apptype' = 'R' AND data ? 'Asicnum' AND NOT data ? 'Msicnum';

-- The renewal quick-start's start key (its Idempotency-Key, stored as an HMAC): a submit sent twice makes one draft
-- and one link mail (spec §2, issue 40).
ALTER TABLE draft_form ADD COLUMN start_key_hash text;
CREATE UNIQUE INDEX draft_form_start_key ON draft_form (start_key_hash);
