-- Airports an ASIC applicant may need access to (spec §5 airports rule): the security-controlled airports of the
-- Aviation Transport Security Regulations with an airside security area. as_type 'Denied' or can_have_asa false
-- cannot be chosen (none of these today; the columns keep the rule enforceable when the list changes).
CREATE TABLE airport (
  id integer PRIMARY KEY,
  name text NOT NULL,
  code char(3) NOT NULL UNIQUE,
  as_type text,
  can_have_asa boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL
);

INSERT INTO airport (id, name, code, as_type, can_have_asa, sort_order) VALUES
  (1, 'Adelaide Airport', 'ADL', 'Designated', true, 1),
  (2, 'Alice Springs Airport', 'ASP', 'Designated', true, 2),
  (3, 'Brisbane Airport', 'BNE', 'Designated', true, 3),
  (4, 'Broome International Airport', 'BME', 'Designated', true, 4),
  (5, 'Cairns Airport', 'CNS', 'Designated', true, 5),
  (6, 'Canberra Airport', 'CBR', 'Designated', true, 6),
  (7, 'Darwin International Airport', 'DRW', 'Designated', true, 7),
  (8, 'Gold Coast Airport', 'OOL', 'Designated', true, 8),
  (9, 'Hobart Airport', 'HBA', 'Designated', true, 9),
  (10, 'Karratha Airport', 'KTA', 'Designated', true, 10),
  (11, 'Launceston Airport', 'LST', 'Designated', true, 11),
  (12, 'Melbourne Airport', 'MEL', 'Designated', true, 12),
  (13, 'Newcastle Airport', 'NTL', 'Designated', true, 13),
  (14, 'Perth Airport', 'PER', 'Designated', true, 14),
  (15, 'Port Hedland International Airport', 'PHE', 'Designated', true, 15),
  (16, 'Sydney Airport', 'SYD', 'Designated', true, 16),
  (17, 'Townsville Airport', 'TSV', 'Designated', true, 17);
