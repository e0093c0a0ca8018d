import { COMPANY_IDS } from '../kernel/companies/company';
import { companiesWithoutAbn, parseSupplierAbns, SUPPLIERS, supplierOf } from './suppliers';

// Issue 18: a tax invoice names the supplier and its ABN. The spec gives no ABN: the registry holds none and the
// operator supplies them (SUPPLIER_ABNS).
describe('invoice suppliers (issue 18)', () => {
  it('every company has a supplier name and no invented ABN', () => {
    for (const id of COMPANY_IDS) {
      expect(SUPPLIERS[id].legalName).toBeTruthy();
      expect(SUPPLIERS[id].abn).toBeNull();
    }
    expect(companiesWithoutAbn({})).toEqual([...COMPANY_IDS]);
  });

  it('reads the operator\'s ABNs and refuses a wrong one', () => {
    const abns = parseSupplierAbns('msic=10 474 582 823, asic=10474598661');
    expect(abns).toEqual({ msic: '10474582823', asic: '10474598661' });
    expect(supplierOf('msic', abns)).toEqual({ legalName: 'MSIC Card Online', abn: '10 474 582 823' });
    expect(supplierOf('bne', abns).abn).toBeNull();
    expect(() => parseSupplierAbns('msic=10474582824')).toThrow(/ABN of msic/);
    expect(() => parseSupplierAbns('nope=10474582823')).toThrow(/not a company/);
    expect(parseSupplierAbns(undefined)).toEqual({});
  });
});
