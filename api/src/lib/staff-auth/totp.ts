import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { PRODUCT_NAME } from 'shared-contracts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** One step either side is accepted, for a phone's clock that is a little off. */
const WINDOW = 1;
const ISSUER = `${PRODUCT_NAME} staff`;

const totpOf = (email: string, secret: string) =>
  new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret: 160 random bits (RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app adds the account from. */
export const otpauthUri = (email: string, secret: string): string => totpOf(email, secret).toString();

/** The URI as an SVG QR code, drawn here so that the browser needs no QR library. */
export const qrSvg = (uri: string): Promise<string> => QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/**
 * The time step of the code when it is right at `now` (within one step either side), else null. The caller takes
 * the step once (repositories/staff.ts takeTotpStep), which refuses a replay.
 */
export function totpStep(email: string, secret: string, code: string, now: Date): number | null {
  const delta = totpOf(email, secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a secret at a time (development accounts and tests only). */
export const totpCode = (email: string, secret: string, at: Date): string => totpOf(email, secret).generate({ timestamp: at.getTime() });
