import type { FastifyInstance } from 'fastify';
import { senderOf } from '../../services/mail/worker';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The development mailbox: the mails of the outbox, newest first, as a page (/dev/mailbox) and as JSON
 * (/dev/mailbox/messages?to=, for end-to-end tests). Registered only outside production (ARCHITECTURE.md).
 */
export default async function devMailboxRoutes(app: FastifyInstance) {
  if (app.env.NODE_ENV === 'production' || app.env.DEV_MAILBOX === false) return;

  const list = (to?: string) => app.mailOutbox.latest(to);
  // the sender as the worker would send it (issue 39: the variant's name)
  const fromOf = (company: string) => {
    const sender = senderOf(app.env.MAIL_FROM, company);
    return `${sender.name} <${sender.address}>`;
  };

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox/messages', async (request) => {
    const rows = await list(typeof request.query.to === 'string' ? request.query.to : undefined);
    return rows.map((r) => ({ id: Number(r.id), kind: r.kind, company: r.company, from: fromOf(r.company), to: r.to_address, subject: r.subject, text: r.text_body, sentAt: r.sent_at, createdAt: new Date(r.created_at).toISOString() }));
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    const rows = await list();
    const items = rows
      .map(
        (r) =>
          `<article><h2>${escape(r.subject)}</h2><p><strong>From:</strong> ${escape(fromOf(r.company))} · <strong>To:</strong> ${escape(r.to_address)} · <strong>Kind:</strong> ${escape(r.kind)} · ${escape(new Date(r.created_at).toISOString())}</p><pre>${escape(r.text_body)}</pre></article>`,
      )
      .join('\n');
    reply.header('Content-Type', 'text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title><style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style></head><body><h1>Development mailbox</h1><p>Mails recorded by the API when SMTP is not configured. Not available in production.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
