-- The online induction (spec §3 induction program and progress, §4 induction, §7 induction calls).

-- A programme: modules in order, each with slides (text and narration), an optional parent in the navigation
-- tree, its questions and, for programme 1 module 0, a second page of questions (spec §9).
CREATE TABLE induction_program (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE induction_module (
  id integer PRIMARY KEY,
  program_id integer NOT NULL REFERENCES induction_program (id),
  position smallint NOT NULL,
  parent_id integer REFERENCES induction_module (id),
  title text NOT NULL,
  second_page_title text,
  second_page_text text,
  UNIQUE (program_id, position)
);

-- nav_title: the slide starts a section of the module's navigation tree under that heading
CREATE TABLE induction_slide (
  module_id integer NOT NULL REFERENCES induction_module (id),
  position smallint NOT NULL,
  title text,
  text text NOT NULL,
  audio text,
  nav_title text,
  PRIMARY KEY (module_id, position)
);

-- correct: the option values of the right answer (every one of them for a checkbox question); the browser never
-- sees it. page 2 is the module's second page. related_slides: indexes of the module's slides to review.
CREATE TABLE induction_question (
  id integer PRIMARY KEY,
  module_id integer NOT NULL REFERENCES induction_module (id),
  position smallint NOT NULL,
  page smallint NOT NULL DEFAULT 1 CHECK (page IN (1, 2)),
  type text NOT NULL CHECK (type IN ('radio', 'checkbox', 'skip', 'declaration', 'slides')),
  text text NOT NULL,
  options jsonb NOT NULL DEFAULT '[]'::jsonb,
  correct jsonb NOT NULL DEFAULT '[]'::jsonb,
  error text,
  related_slides jsonb NOT NULL DEFAULT '[]'::jsonb,
  UNIQUE (module_id, position)
);

-- An induction a participant can be enrolled in (spec §9: ids 1 and 7 at enrolment): a programme, belonging to a
-- company's site (the player redirects to that site's domain, spec §4).
CREATE TABLE induction (
  id integer PRIMARY KEY,
  program_id integer NOT NULL REFERENCES induction_program (id),
  name text NOT NULL,
  company text NOT NULL
);

-- A participant's enrolment in an induction: what /induction/{inductionID} opens. Its id is random (not a
-- sequence) because the player's link is the participant's only key to it. current_module is the module to
-- take next; completed_at is the record of completion.
CREATE TABLE induction_enrolment (
  id integer PRIMARY KEY,
  induction_id integer NOT NULL REFERENCES induction (id),
  people_id integer NOT NULL REFERENCES people (id),
  current_module smallint NOT NULL DEFAULT 0,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (people_id, induction_id)
);

-- Slides whose narration was played to its end (spec §4: slide completion is posted when the audio ends).
CREATE TABLE induction_slide_completion (
  enrolment_id integer NOT NULL REFERENCES induction_enrolment (id),
  module smallint NOT NULL,
  slide smallint NOT NULL,
  completed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (enrolment_id, module, slide)
);

-- Questions answered correctly: resume starts at the first question not in here (spec §4).
CREATE TABLE induction_answer (
  enrolment_id integer NOT NULL REFERENCES induction_enrolment (id),
  module smallint NOT NULL,
  question smallint NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (enrolment_id, module, question)
);
