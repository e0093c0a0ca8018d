import { formatAbn, isValidAbn, normaliseAbn } from '../rules/abn';
import { COMPANY_IDS, type CompanyId } from '../kernel/companies/company';
import { COMPANIES } from '../kernel/companies/registry';

/**
 * The supplier named on a company's tax invoices (ATO: a tax invoice names the supplier and its ABN).
 *
 * The spec names the variants but no legal entity and no ABN, so `legalName` is the variant's name as the spec
 * and the registry give it, and `abn` is null everywhere: THE OPERATOR FILLS BOTH. An ABN is never invented here
 * (a made-up number that passes the checksum may be a real business's). The API takes the ABNs from its
 * SUPPLIER_ABNS setting (api/README.md) and production refuses to start while a variant has none.
 */
export interface Supplier {
  legalName: string;
  abn: string | null;
}

export const SUPPLIERS: Record<CompanyId, Supplier> = Object.fromEntries(
  COMPANY_IDS.map((id) => [id, { legalName: COMPANIES[id].name, abn: null }]),
) as Record<CompanyId, Supplier>;

/**
 * `msic=12345678901,asic=...`: the operator's ABN of each variant. Throws with every problem (unknown variant,
 * an ABN that fails the checksum) so that a wrong setting stops the server at start-up.
 */
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

/** The supplier of a company's invoices, with the operator's ABN when the registry has none. */
export function supplierOf(companyId: CompanyId, operatorAbns: Partial<Record<CompanyId, string>> = {}): Supplier {
  const supplier = SUPPLIERS[companyId];
  const abn = supplier.abn ?? operatorAbns[companyId] ?? null;
  return { legalName: supplier.legalName, abn: abn && formatAbn(abn) };
}

/** The variants whose invoices would have no ABN with these settings. */
export const companiesWithoutAbn = (operatorAbns: Partial<Record<CompanyId, string>>): CompanyId[] =>
  COMPANY_IDS.filter((id) => !SUPPLIERS[id].abn && !operatorAbns[id]);
