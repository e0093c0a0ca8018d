-- What the browser reports: uncaught client exceptions (POST /api/logger) and missing pages (GET /404?uri=).
-- Kept with the time and the request's company so a broken variant shows up; no personal data is asked for.

CREATE TABLE client_error_log (
  id bigserial PRIMARY KEY,
  url text NOT NULL,
  message text NOT NULL,
  type text NOT NULL,
  stack_trace text,
  cause text,
  company text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX client_error_log_created_at ON client_error_log (created_at);

CREATE TABLE missing_page_log (
  id bigserial PRIMARY KEY,
  uri text NOT NULL,
  company text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX missing_page_log_created_at ON missing_page_log (created_at);
