-- The variant (company value) a person was enrolled in an induction through (issue 39): the player takes the
-- induction on that variant's site, and its mails and certificate carry that variant's name, address and time zone.
-- An induction-only participant enrolled on spa's site is spa's participant even when their card came from another
-- variant. Enrolments made before this column, and any row written without one, are the person's own company's
-- (the queries read COALESCE(e.company, p.company)).
ALTER TABLE induction_enrolment ADD COLUMN company text;
UPDATE induction_enrolment e SET company = p.company FROM people p WHERE p.id = e.people_id AND e.company IS NULL;

-- Enrolled through the induction-only enrolment (issue 39): the participant's way back is the induction status page
-- (both ids), even for a card holder who also has an application of ours, whose status page needs the track login.
ALTER TABLE induction_enrolment ADD COLUMN induction_only boolean NOT NULL DEFAULT false;
