import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailService } from '../../services/mail';
import { createTokenService } from '../../services/tokens';

/** `app.mail` (SMTP or the outbox) and `app.tokens` (signed, short-lived status-page tokens). */
export default fp(
  async function services(app: FastifyInstance) {
    app.decorate('mail', createMailService({ db: app.db, smtpUrl: app.env.SMTP_URL, from: app.env.MAIL_FROM }));
    app.decorate('tokens', createTokenService(app.env.APP_SECRET, app.env.TOKEN_TTL_SECONDS));
  },
  { name: 'services', dependencies: ['db'], decorators: { fastify: ['env', 'db'] } },
);
