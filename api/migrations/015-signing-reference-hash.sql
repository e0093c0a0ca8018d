-- The employer signing link's reference id is a credential (spec §6 public reference link): like form keys and
-- verification codes it is no longer stored in clear. Only its SHA-256 (hex) is kept; existing rows are hashed in
-- place, so links already mailed keep working (the API hashes the presented reference and compares).
ALTER TABLE operational_need_request RENAME COLUMN ref_id TO ref_id_hash;
UPDATE operational_need_request SET ref_id_hash = encode(sha256(convert_to(ref_id_hash, 'UTF8')), 'hex');
