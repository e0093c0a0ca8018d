-- The local ABN register (ARCHITECTURE.md: external services sit behind adapters with a working local default).
-- When ABR_GUID is not set, an ABN that passes the checksum is looked up here instead of the Australian Business
-- Register. The numbers pass the ABN checksum; the entities are fictional, so no real business is named in a test.
CREATE TABLE abn_register (
  abn char(11) PRIMARY KEY,
  entity_name text NOT NULL,
  abn_status text NOT NULL
);

INSERT INTO abn_register (abn, entity_name, abn_status) VALUES
  ('10474582823', 'Harbourside Marine Services Pty Ltd', 'Active'),
  ('10474598661', 'Southern Cross Stevedoring Pty Ltd', 'Active'),
  ('10476309165', 'Pilbara Offshore Logistics Pty Ltd', 'Active'),
  ('10477132741', 'Coral Coast Charter Boats', 'Active'),
  ('10478629432', 'Bass Strait Towage Pty Ltd', 'Cancelled'),
  ('10478906597', 'Torres Pilots Cooperative Ltd', 'Active');
