import { COMPANY_IDS } from 'shared-contracts';
/**
 * An environment production accepts (issue 16): every setting it refuses when missing or left at its development
 * value is given a real-looking one. Tests take one setting away at a time.
 */
export const SAFE_PRODUCTION_ENV: Record<string, string | undefined> = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-random-production-secret-of-more-than-32-chars',
  DATA_ENCRYPTION_KEY: '5c0e9a7b31d24f86a0b9c7e2d15f3a48e6b2907c4d1a8f35b7e0c9d264a1f83b',
  PAYMENT_GATEWAY_URL: 'https://gateway.example.com/1',
  PAYMENT_GATEWAY_SECRET: 'sk_live_0123456789abcdef',
  SMTP_URL: 'smtp://relay.example.com:587',
  MAIL_FROM: 'MSIC Card Online <no-reply@msic.example.com.au>',
  ENQUIRIES_TO: 'enquiries@msic.example.com.au',
  PUBLIC_SITE_URL: 'https://www.msic.example.com.au',
  // several replicas share PostgreSQL and Redis (a test that builds the app gives it its own database; the Redis is the machine's)
  DATABASE_URL: 'postgres://msic@db.msic.example.com.au:5432/msic',
  REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
  OPERATOR_TOKENS: 'office=0123456789abcdef0123456789abcdef01',
  // the fictional entities of the local ABN register (migration 008): every variant needs an ABN on its invoices
  SUPPLIER_ABNS: COMPANY_IDS.map((id) => `${id}=10474582823`).join(','),
};
