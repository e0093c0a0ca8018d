import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPANY_HEADER, DEFAULT_COMPANY, isCompanyId, type CompanyId } from 'shared-contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the company (site) variant of the request: its `Company` header when it names one of spec §1, else the default */
    company: CompanyId;
  }
}

/**
 * Every request carries the `Company` header (spec §7). An unknown or missing value falls back to the default
 * company rather than failing: the value only selects views and prices, it grants nothing.
 */
export default fp(
  async function companyPlugin(app: FastifyInstance) {
    const header = COMPANY_HEADER.toLowerCase();
    app.decorateRequest('company', DEFAULT_COMPANY);
    app.addHook('onRequest', async (request) => {
      const value = request.headers[header];
      request.company = isCompanyId(value) ? value : DEFAULT_COMPANY;
    });
  },
  { name: 'company' },
);
