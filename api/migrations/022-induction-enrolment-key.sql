-- Issue 40: the key of an induction player's link (/induction/{key}) is random and long. The enrolment id, a random
-- integer of 31 bits that the link carried until now, could be found by trying ids; links now carry `access_key`,
-- at least 128 random bits (the API writes 192), and the integer id stays an internal key of the tables that refer
-- to an enrolment. Enrolments of before get a key here: two random UUIDs (122 random bits each, from the server's
-- strong random source), as 64 hex digits. Their old numeric links stop working; the participant reaches the
-- player from the status page or the induction status page (both list the new links).
ALTER TABLE induction_enrolment ADD COLUMN access_key text;
UPDATE induction_enrolment SET access_key = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE access_key IS NULL;
ALTER TABLE induction_enrolment ALTER COLUMN access_key SET NOT NULL;
CREATE UNIQUE INDEX induction_enrolment_access_key ON induction_enrolment (access_key);
