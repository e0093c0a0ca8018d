import type { FastifyInstance } from 'fastify';
import { href } from 'shared-contracts';
import { normaliseCertificateCode, inductionEndpoints } from 'shared-contracts/induction';
import { notFound } from '../../lib/http-error';
import { route } from '../../lib/route';
import { companySite } from '../../lib/site';
import { inductionCertificatePdf } from './certificate-pdf';
import { participantName } from './certificates';

/** A certificate is checked a few times by the person it is shown to; far more from one address is someone guessing codes. */
const LOOKUP_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export const CERTIFICATE_NOT_FOUND = 'No certificate has this code. Check the code printed on the certificate.';

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Certificates of completion of the online induction (issue 20): what a verification code certifies, for anyone who
 * holds it, and the certificate itself as a PDF. Codes are typed from paper, so they are read forgivingly
 * (normaliseCertificateCode); an unknown code is 404.
 */
export default async function inductionCertificateRoutes(app: FastifyInstance) {
  const certificate = async (typed: string) => {
    const row = await app.inductions.findCertificate(normaliseCertificateCode(typed));
    if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
    return row;
  };

  route(
    app,
    inductionEndpoints.inductionCertificate,
    async (request) => {
      const row = await certificate(request.params.code);
      return {
        Code: row.code,
        ParticipantName: participantName(row),
        InductionName: row.induction_name,
        ProgrammeName: row.programme_name,
        CompletedAt: iso(row.completed_at),
        IssuedBy: companySite(app, row.company).company.name,
        Company: companySite(app, row.company).company.id,
      };
    },
    { config: LOOKUP_RATE_LIMIT },
  );

  route(
    app,
    inductionEndpoints.inductionCertificatePdf,
    async (request, reply) => {
      const row = await certificate(request.params.code);
      const programme = await app.inductions.programme(row.program_id);
      const time = await app.inductions.timeOnSlides(row.enrolment_id);
      const timed = time.timed > 0;
      // the variant the participant was enrolled through: its name, its check page and its time zone (issue 39)
      const site = companySite(app, row.company);
      const pdf = await inductionCertificatePdf({
        code: row.code,
        site,
        participantName: participantName(row),
        inductionName: row.induction_name,
        programmeName: row.programme_name,
        completedAt: row.completed_at,
        modules: programme?.modules.map((m) => m.title) ?? [],
        minutesOnSlides: timed ? Math.round(time.seconds / 60) : null,
        verifyUrl: site.link(href('inductionCertificate', { code: row.code })),
        issuedAt: app.now(),
      });
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="induction-certificate-${row.code}.pdf"`);
      return pdf;
    },
    { config: LOOKUP_RATE_LIMIT },
  );
}
