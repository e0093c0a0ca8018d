-- Issue 16, "no mail lost": the outbox is the queue. A mail is written here in the same transaction as the change
-- that causes it; a worker in every API replica claims due mails (FOR UPDATE SKIP LOCKED, with a lease so that a
-- replica that dies mid-send hands its mails back), sends them through SMTP, and retries with backoff until its
-- last try, after which the mail is marked failed. See docs/decisions/011-mail-outbox-worker.md.
ALTER TABLE mail_outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN locked_until timestamptz,
  ADD COLUMN failed_at timestamptz;

-- what the worker looks for on every poll: mails still to send, by when they are due
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL AND failed_at IS NULL;
-- /api/health counts the mails given up on
CREATE INDEX mail_outbox_failed ON mail_outbox (failed_at) WHERE failed_at IS NOT NULL;
