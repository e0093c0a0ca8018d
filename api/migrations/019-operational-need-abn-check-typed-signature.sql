-- What was known of the signer's ABN when the form was signed (spec §5; decision 028): verified by a register,
-- not verified (no register configured: the checksum holds and the ABN is accepted), or the lookup failed (which
-- does not block). NULL for forms signed before this column existed.
ALTER TABLE operational_need_request ADD COLUMN abn_check text CHECK (abn_check IN ('verified', 'not-verified', 'lookup-failed'));

-- How the signer signed (decision 029): drawn on the pad (the SVG in `signature`), or typed, their full name as
-- `signature_typed` (WCAG 2.1.1: a way to sign without a pointer). The letter says which.
ALTER TABLE operational_need_request ADD COLUMN signature_method text NOT NULL DEFAULT 'drawn' CHECK (signature_method IN ('drawn', 'typed'));
ALTER TABLE operational_need_request ADD COLUMN signature_typed text;
