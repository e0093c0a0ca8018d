import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db';

export type MailKind = 'resume-link' | 'form-saved' | 'session-expired' | 'verification-code' | 'enquiry' | 'enquiry-receipt' | 'operational-need' | 'notification';

export interface Mail {
  kind: MailKind;
  company: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailService {
  /** Records the mail in the outbox, then delivers it through SMTP when configured. Returns the outbox id. */
  send(mail: Mail): Promise<number>;
  readonly delivery: 'smtp' | 'outbox';
}

export interface MailOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  /** injectable transport (tests) */
  transport?: Transporter;
}

/**
 * The mail service of ARCHITECTURE.md: SMTP when SMTP_URL is set; otherwise the outbox table, read through the
 * development mailbox. Either way the mail is recorded first, so a delivery failure loses nothing: the error is
 * kept beside the mail and the caller is told the mail was queued.
 */
export function createMailService({ db, smtpUrl, from, transport }: MailOptions): MailService {
  const transporter = transport ?? (smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined);
  return {
    delivery: transporter ? 'smtp' : 'outbox',
    async send(mail) {
      const [row] = await db.query<{ id: string | number }>(
        `INSERT INTO mail_outbox (kind, company, to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [mail.kind, mail.company, mail.to, mail.subject, mail.text, mail.html ?? null],
      );
      const id = Number(row?.id);
      if (transporter) {
        try {
          await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
          await db.query(`UPDATE mail_outbox SET sent_at = now() WHERE id = $1`, [id]);
        } catch (error) {
          await db.query(`UPDATE mail_outbox SET error = $2 WHERE id = $1`, [id, String((error as Error).message ?? error).slice(0, 500)]);
        }
      }
      return id;
    },
  };
}
