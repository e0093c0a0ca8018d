-- Contact enquiries (spec §3 contact enquiry, §7 POST /api/mail/contact-us) and the captcha challenges already
-- used (a solved challenge is accepted once).

-- An enquiry as it was sent: general enquiries may give a card number; company (corporate account) enquiries
-- give the organisation and the number of cards required. `company` is the site variant the enquiry came from.
CREATE TABLE enquiry (
  id serial PRIMARY KEY,
  enquiry_type text NOT NULL CHECK (enquiry_type IN ('General Enquiries', 'Company Enquiries')),
  company text NOT NULL,
  firstname text NOT NULL,
  surname text NOT NULL,
  email text NOT NULL,
  phone text,
  message text NOT NULL,
  card_num text,
  organisation text,
  cards_required integer,
  -- the mail to the office (mail_outbox), set once it is recorded
  office_mail_id bigint REFERENCES mail_outbox (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX enquiry_created_at ON enquiry (created_at);

-- A challenge is stored once it is used, until it expires: the same solution sent twice is refused.
CREATE TABLE used_captcha_challenge (
  challenge text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX used_captcha_challenge_expires_at ON used_captcha_challenge (expires_at);
