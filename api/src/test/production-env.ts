import { COMPANY_IDS } from 'shared-contracts';
/**
 * An environment production accepts (issue 16): every setting it refuses when missing or left at its development
 * value is given a real-looking one. Tests take one setting away at a time.
 */
export const SAFE_PRODUCTION_ENV: Record<string, string | undefined> = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-random-production-secret-of-more-than-32-chars',
  DATA_ENCRYPTION_KEY: '3f'.repeat(16) + '9a'.repeat(16),
  PAYMENT_GATEWAY_URL: 'https://gateway.example.com/1',
  PAYMENT_GATEWAY_SECRET: 'sk_live_0123456789abcdef',
  SMTP_URL: 'smtp://relay.example.com:587',
  MAIL_FROM: 'MSIC Card Online <no-reply@msic.example.com.au>',
  ENQUIRIES_TO: 'enquiries@msic.example.com.au',
  PUBLIC_SITE_URL: 'https://www.msic.example.com.au',
  OPERATOR_TOKENS: 'office=0123456789abcdef0123456789abcdef01',
  // the fictional entities of the local ABN register (migration 008): every variant needs an ABN on its invoices
  SUPPLIER_ABNS: COMPANY_IDS.map((id) => `${id}=10474582823`).join(','),
};
