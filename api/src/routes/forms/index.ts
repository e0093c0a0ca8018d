import type { FastifyInstance } from 'fastify';
import { COMPANIES } from 'shared-contracts';
import { contentEndpoints } from 'shared-contracts/content';
import { route } from '../../lib/route';
import { publicFormPdf } from './form-pdf';

/**
 * The blank forms of /forms (spec §2 "downloads"), generated as PDFs on request and branded with the
 * request's company. They hold no personal data, so they may be cached like reference data.
 */
export default async function formsRoutes(app: FastifyInstance) {
  route(app, contentEndpoints.downloadPublicForm, async (request, reply) => {
    const pdf = await publicFormPdf(request.params.document, COMPANIES[request.company]);
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `inline; filename="${request.params.document}.pdf"`);
    // the document carries the company's name and phone number
    reply.header('vary', 'Company');
    return pdf;
  }, { config: { publicCacheSeconds: 3600 } });
}
