-- Reference data the forms read: countries, states, issuing bodies, identity documents, operational needs,
-- their categories and access frequencies, lodgement options. Names are the product's words (spec §3, §9).

CREATE TABLE country (
  id integer PRIMARY KEY,                 -- ISO 3166-1 numeric code (Australia = 36)
  code char(2) NOT NULL UNIQUE,           -- ISO 3166-1 alpha-2 (Australia = 'AU')
  code3 char(3) NOT NULL UNIQUE,          -- ISO 3166-1 alpha-3
  name text NOT NULL UNIQUE             -- drafts hold the country's name (Citizenship, Birthcountry, Country)
);

CREATE TABLE state (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,              -- ACT, NSW, NT, QLD, SA, TAS, VIC, WA, OV
  name text NOT NULL,
  id_document_only boolean NOT NULL DEFAULT false,  -- OV (overseas) is offered only for identity documents
  sort_order integer NOT NULL
);

CREATE TABLE issuing_body (
  id integer PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  card_type text NOT NULL CHECK (card_type IN ('MSIC', 'ASIC')),
  UNIQUE (code, card_type)
);

CREATE TABLE id_document_type (
  id integer PRIMARY KEY,                 -- spec §9: 4 birth certificate ... 9 protection visa
  name text NOT NULL,
  description text,
  auscheck boolean NOT NULL DEFAULT true, -- accepted by AusCheck as the primary identity document
  sort_order integer NOT NULL
);

CREATE TABLE operational_need_category (
  id integer PRIMARY KEY,
  name text NOT NULL,
  description text,
  sort_order integer NOT NULL
);

CREATE TABLE operational_need (
  id integer PRIMARY KEY,
  colour text NOT NULL CHECK (colour IN ('blue', 'white')),
  reason text NOT NULL,
  short_reason text NOT NULL,
  category_id integer REFERENCES operational_need_category (id),
  admin_only boolean NOT NULL DEFAULT false,  -- spec §6: items 5 and 6 are chosen by staff only
  sort_order integer NOT NULL
);

CREATE TABLE operational_need_access_frequency (
  id integer PRIMARY KEY,                 -- ExtraData.OpNeedAccessFreq holds this id
  name text NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE lodgement_option (
  code text PRIMARY KEY,                  -- spec §9: inperson, auspost, asset-msic
  name text NOT NULL,
  description text NOT NULL,
  sort_order integer NOT NULL
);
