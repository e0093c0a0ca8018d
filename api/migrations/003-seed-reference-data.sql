-- Reference data of spec §3 and §9. Idempotent: running it again updates rows in place and adds none.

-- States and territories (§9), then OV (overseas), offered only for identity documents.
INSERT INTO state (id, code, name, id_document_only, sort_order) VALUES
  (1, 'ACT', 'Australian Capital Territory', false, 1),
  (2, 'NSW', 'New South Wales', false, 2),
  (3, 'NT', 'Northern Territory', false, 3),
  (4, 'QLD', 'Queensland', false, 4),
  (5, 'SA', 'South Australia', false, 5),
  (6, 'TAS', 'Tasmania', false, 6),
  (7, 'VIC', 'Victoria', false, 7),
  (8, 'WA', 'Western Australia', false, 8),
  (9, 'OV', 'Overseas', true, 9)
ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name,
  id_document_only = EXCLUDED.id_document_only, sort_order = EXCLUDED.sort_order;

-- Issuing bodies (§3): this provider issues MSICs as VEP and ASICs as VEA; the others are Australian
-- MSIC and ASIC issuing bodies an applicant may hold a current card from; OTHER covers the rest.
INSERT INTO issuing_body (id, code, name, card_type) VALUES
  (1, 'VEP', 'MSIC Card Portal (this provider)', 'MSIC'),
  (2, 'VEA', 'ASIC Card Portal (this provider)', 'ASIC'),
  (3, 'AIA', 'Aviation ID Australia', 'MSIC'),
  (4, 'FPA', 'Fremantle Ports', 'MSIC'),
  (5, 'PPA', 'Pilbara Ports', 'MSIC'),
  (6, 'TPC', 'TasPorts', 'MSIC'),
  (7, 'SPA', 'Southern Ports', 'MSIC'),
  (8, 'MWP', 'Mid West Ports', 'MSIC'),
  (9, 'NQB', 'North Queensland Bulk Ports', 'MSIC'),
  (10, 'AIA', 'Aviation ID Australia', 'ASIC'),
  (11, 'ASA', 'Airservices Australia', 'ASIC'),
  (12, 'BAC', 'Brisbane Airport Corporation', 'ASIC'),
  (13, 'QAN', 'Qantas Airways', 'ASIC'),
  (14, 'VAA', 'Virgin Australia', 'ASIC'),
  (15, 'SYD', 'Sydney Airport', 'ASIC'),
  (16, 'APM', 'Melbourne Airport', 'ASIC'),
  (17, 'CAS', 'Civil Aviation Safety Authority', 'ASIC'),
  (98, 'OTHER', 'Other issuing body', 'MSIC'),
  (99, 'OTHER', 'Other issuing body', 'ASIC')
ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, card_type = EXCLUDED.card_type;

-- Identity documents AusCheck accepts as proof of identity, with the ids of §9 (the form has a partial for
-- each). Listed birth certificate first: an applicant born in Australia gets the first type preselected.
INSERT INTO id_document_type (id, name, description, auscheck, sort_order) VALUES
  (4, 'Australian birth certificate', 'A full birth certificate issued by an Australian state or territory registry (not an extract or commemorative certificate).', true, 1),
  (5, 'Australian citizenship certificate', 'The certificate the Department of Home Affairs issued when you became an Australian citizen.', true, 2),
  (6, 'Australian citizenship by descent certificate', 'Evidence of Australian citizenship by descent, for people born overseas to an Australian parent.', true, 3),
  (7, 'ImmiCard', 'An ImmiCard issued by the Department of Home Affairs (number starting EIS, PRE, RDI or AMS).', true, 4),
  (8, 'Foreign passport with an Australian visa', 'A current passport from another country, with a visa that lets you work in Australia.', true, 5),
  (9, 'Protection visa', 'A protection visa granted by the Department of Home Affairs, with your travel document.', true, 6)
ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, auscheck = EXCLUDED.auscheck,
  sort_order = EXCLUDED.sort_order;

INSERT INTO operational_need_category (id, name, description, sort_order) VALUES
  (1, 'Port, terminal and stevedoring', 'Port operators, port facility operators, stevedores and terminal staff.', 1),
  (2, 'Ship and offshore facility crew', 'Crew of regulated Australian ships and workers on offshore facilities.', 2),
  (3, 'Contractors, transport and services', 'Contractors, drivers and service providers working in maritime security zones.', 3),
  (4, 'Government and emergency services', 'Officers of Commonwealth, state and territory agencies.', 4),
  (5, 'Other', 'Needs that fit no other category.', 5)
ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, sort_order = EXCLUDED.sort_order;

-- Operational needs (§3): a blue MSIC is for unmonitored access to maritime security zones; a white one is a
-- background-checked card without that access. Items 5 and 6 are chosen by staff only (§6).
INSERT INTO operational_need (id, colour, short_reason, reason, category_id, admin_only, sort_order) VALUES
  (1, 'blue', 'Port or terminal worker',
   'I work for a port operator, port facility operator or stevedore and need unmonitored access to a maritime security zone at least once a year.',
   1, false, 1),
  (2, 'blue', 'Crew of a regulated ship or offshore facility',
   'I work on a regulated Australian ship or offshore facility and need unmonitored access to its maritime security zones.',
   2, false, 2),
  (3, 'blue', 'Contractor working in a maritime security zone',
   'I am a contractor engaged by a maritime industry participant to work inside a maritime security zone without an escort.',
   3, false, 3),
  (4, 'blue', 'Driver entering a port',
   'I drive a truck, bus or service vehicle into a landside restricted zone of a port to deliver or collect goods or passengers.',
   3, false, 4),
  (5, 'blue', 'Government officer (confirmed by our staff)',
   'I am a Commonwealth, state or territory officer whose duties need unmonitored access to maritime security zones; our staff confirm this need with the agency.',
   4, true, 5),
  (6, 'white', 'Issuing-body staff (confirmed by our staff)',
   'I work for the issuing body and need a background-checked card to handle applications; our staff confirm this need.',
   5, true, 6),
  (7, 'white', 'Port office worker without zone access',
   'My employer requires a background-checked identity card, but I do not need unmonitored access to a maritime security zone.',
   1, false, 7),
  (8, 'blue', 'Union official or industry representative',
   'I represent workers or an industry body and need unmonitored access to maritime security zones to meet members at their workplace.',
   5, false, 8)
ON CONFLICT (id) DO UPDATE SET colour = EXCLUDED.colour, short_reason = EXCLUDED.short_reason, reason = EXCLUDED.reason,
  category_id = EXCLUDED.category_id, admin_only = EXCLUDED.admin_only, sort_order = EXCLUDED.sort_order;

-- How often a blue-card holder enters a security zone (ExtraData.OpNeedAccessFreq); white needs have none (§4).
INSERT INTO operational_need_access_frequency (id, name, sort_order) VALUES
  (1, 'Daily', 1),
  (2, 'At least once a week', 2),
  (3, 'At least once a month', 3),
  (4, 'At least once every three months', 4),
  (5, 'At least once a year', 5)
ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, sort_order = EXCLUDED.sort_order;

-- Lodgement options (§9): where the applicant's identity documents are checked.
INSERT INTO lodgement_option (code, name, description, sort_order) VALUES
  ('inperson', 'In person', 'Bring your identity documents to one of our offices.', 1),
  ('auspost', 'Australia Post', 'Have your identity documents checked at a participating Australia Post outlet; a post office fee applies.', 2),
  ('asset-msic', 'Job-ready program', 'Your job-ready training provider checks your identity documents and lodges them for you.', 3)
ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, sort_order = EXCLUDED.sort_order;
