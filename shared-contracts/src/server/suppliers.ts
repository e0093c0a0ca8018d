import { formatAbn, isValidAbn, normaliseAbn } from '../rules/abn';
import { COMPANY_IDS, type CompanyId } from '../kernel/companies/company';
import { COMPANIES } from '../kernel/companies/registry';

// the operator sets the ABNs (SUPPLIER_ABNS): a made-up number that passes the checksum may be a real business's
export interface Supplier {
  legalName: string;
  abn: string | null;
}

export const SUPPLIERS: Record<CompanyId, Supplier> = Object.fromEntries(
  COMPANY_IDS.map((id) => [id, { legalName: COMPANIES[id].name, abn: null }]),
) as Record<CompanyId, Supplier>;

/** `msic=12345678901,asic=...`; throws with every problem so a wrong setting stops the server at start-up. */
export function parseSupplierAbns(setting: string | undefined): Partial<Record<CompanyId, string>> {
  const abns: Partial<Record<CompanyId, string>> = {};
  const problems: string[] = [];
  for (const pair of (setting ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [id, abn = ''] = pair.split('=').map((p) => p.trim());
    if (!(COMPANY_IDS as readonly string[]).includes(id ?? '')) problems.push(`"${id}" is not a company (${COMPANY_IDS.join(', ')})`);
    else if (!isValidAbn(abn)) problems.push(`the ABN of ${id} is not a valid ABN`);
    else abns[id as CompanyId] = normaliseAbn(abn);
  }
  if (problems.length) throw new Error(problems.join('; '));
  return abns;
}

export function supplierOf(companyId: CompanyId, operatorAbns: Partial<Record<CompanyId, string>> = {}): Supplier {
  const supplier = SUPPLIERS[companyId];
  const abn = supplier.abn ?? operatorAbns[companyId] ?? null;
  return { legalName: supplier.legalName, abn: abn && formatAbn(abn) };
}

export const companiesWithoutAbn = (operatorAbns: Partial<Record<CompanyId, string>>): CompanyId[] =>
  COMPANY_IDS.filter((id) => !SUPPLIERS[id].abn && !operatorAbns[id]);
