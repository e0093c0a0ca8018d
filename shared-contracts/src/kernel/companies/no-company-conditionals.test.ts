import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { COMPANY_IDS } from './company';

/**
 * Issue 8: company behaviour is registry data (this folder), not conditionals scattered over components, so that a
 * fourteenth company is one registry entry plus its assets. This scans the product's sources for comparisons
 * against a company value, `case` labels of one, and lists of company values.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const PACKAGES = ['shell', 'ui-kit', 'mfe-application', 'mfe-status-tracking', 'mfe-induction', 'mfe-opneed-signing', 'mfe-content', 'mfe-staff-console', 'api', 'shared-contracts'];
const OWN_FOLDER = path.join(ROOT, 'shared-contracts/src/kernel/companies');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist' || entry === 'generated' || full === OWN_FOLDER) continue;
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(full);
  }
  return out;
}

const ids = COMPANY_IDS.map((id) => id.replace(/[-]/g, '\\-')).join('|');
const literal = `['"\`](?:${ids})['"\`]`;
const PATTERNS = [
  new RegExp(`[!=]==?\\s*${literal}`),
  new RegExp(`${literal}\\s*[!=]==?`),
  new RegExp(`case\\s+${literal}\\s*:`),
  new RegExp(`\\[\\s*${literal}\\s*,\\s*${literal}`),
];

export function companyConditionals(text: string): string[] {
  return text.split('\n').filter((line) => PATTERNS.some((re) => re.test(line)));
}

describe('company behaviour lives in the registry', () => {
  it('the scan recognises the forms it forbids', () => {
    expect(companyConditionals(`if (company.id === 'spa') x();`)).toHaveLength(1);
    expect(companyConditionals(`const paysNow = draft.ExtraData?.lodgementOption !== 'auspost';`)).toHaveLength(1);
    expect(companyConditionals(`  case 'asset-msic':`)).toHaveLength(1);
    expect(companyConditionals(`const STAYS: readonly CompanyId[] = ['tasports', 'spa'];`)).toHaveLength(1);
    expect(companyConditionals(`const spa = COMPANIES[company].views.player === 'spa';`)).toHaveLength(1);
    expect(companyConditionals(`const entry = COMPANIES[company]; if (entry.inductionOnly) return null;`)).toHaveLength(0);
  });

  it.each(PACKAGES.map((p) => [p]))('%s compares no company values in its sources', (pkg) => {
    const found = sources(path.join(ROOT, pkg, 'src')).flatMap((file) =>
      companyConditionals(readFileSync(file, 'utf8')).map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
