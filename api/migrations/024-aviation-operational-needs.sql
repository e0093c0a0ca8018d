-- Operational needs and their categories per card type (issue 39: the airport variants were offered only port and
-- ship reasons). An ASIC is for unescorted access to the secure areas of a security controlled airport (Aviation
-- Transport Security Act 2004 and Regulations 2005); a white ASIC is a background-checked card without that access.
-- The reasons are the groups of people the aviation scheme names: airport operator and security staff, aircrew and
-- airline ground staff, contractors, freight, catering and fuel workers, maintenance engineers, and government
-- officers. The MSIC needs (ids 1 to 8, categories 1 to 5) are unchanged; items 5 and 6 stay the admin-only ones.

ALTER TABLE operational_need_category ADD COLUMN card_type text NOT NULL DEFAULT 'MSIC' CHECK (card_type IN ('MSIC', 'ASIC'));
ALTER TABLE operational_need ADD COLUMN card_type text NOT NULL DEFAULT 'MSIC' CHECK (card_type IN ('MSIC', 'ASIC'));

INSERT INTO operational_need_category (id, name, description, sort_order, card_type) VALUES
  (6, 'Airport operations and security', 'Staff of the airport operator, screening officers and security staff.', 6, 'ASIC'),
  (7, 'Aircrew and airline staff', 'Pilots, cabin crew and the ground staff of aircraft operators and ground handling agents.', 7, 'ASIC'),
  (8, 'Contractors, freight and services', 'Contractors, air cargo, catering, fuel and cleaning workers, and drivers who work airside.', 8, 'ASIC'),
  (9, 'Government and emergency services', 'Officers of Commonwealth, state and territory agencies working at airports.', 9, 'ASIC'),
  (10, 'Other', 'Aviation needs that fit no other category.', 10, 'ASIC')
ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, sort_order = EXCLUDED.sort_order, card_type = EXCLUDED.card_type;

INSERT INTO operational_need (id, colour, short_reason, reason, category_id, admin_only, sort_order, card_type) VALUES
  (9, 'blue', 'Airport operator staff',
   'I work for the operator of a security controlled airport and need unescorted access to its secure areas, airside or landside, at least once a year.',
   6, false, 9, 'ASIC'),
  (10, 'blue', 'Screening or security officer',
   'I am a screening officer or security officer at a security controlled airport and need unescorted access to its secure areas.',
   6, false, 10, 'ASIC'),
  (11, 'blue', 'Pilot or cabin crew',
   'I am a pilot or cabin crew member of an aircraft operator and need unescorted access to the secure areas of the airports I fly from.',
   7, false, 11, 'ASIC'),
  (12, 'blue', 'Airline or ground handling staff',
   'I work for an airline or a ground handling agent (check-in, baggage, ramp or aircraft services) and need unescorted access to airside areas.',
   7, false, 12, 'ASIC'),
  (13, 'blue', 'Aircraft maintenance engineer',
   'I maintain aircraft as a licensed aircraft maintenance engineer or an apprentice and need unescorted access to airside areas.',
   7, false, 13, 'ASIC'),
  (14, 'blue', 'Contractor working airside',
   'I am a contractor engaged by an airport or aircraft operator to work in the secure areas of a security controlled airport without an escort.',
   8, false, 14, 'ASIC'),
  (15, 'blue', 'Freight, catering or fuel worker',
   'I handle air cargo, aircraft catering or aircraft fuel and need unescorted access to the airside areas of a security controlled airport.',
   8, false, 15, 'ASIC'),
  (16, 'blue', 'Government or emergency services officer',
   'I am a Commonwealth, state or territory officer, or a member of an emergency service, whose duties need unescorted access to the secure areas of an airport.',
   9, false, 16, 'ASIC'),
  (17, 'white', 'Airport office worker without secure-area access',
   'My employer requires a background-checked identity card, but I do not need unescorted access to the secure areas of an airport.',
   6, false, 17, 'ASIC'),
  (18, 'blue', 'Other airside work',
   'My work needs unescorted access to the secure areas of a security controlled airport for a reason not listed here, which my employer or sponsor confirms.',
   10, false, 18, 'ASIC')
ON CONFLICT (id) DO UPDATE SET colour = EXCLUDED.colour, short_reason = EXCLUDED.short_reason, reason = EXCLUDED.reason,
  category_id = EXCLUDED.category_id, admin_only = EXCLUDED.admin_only, sort_order = EXCLUDED.sort_order, card_type = EXCLUDED.card_type;
