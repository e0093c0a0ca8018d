/** The TOTP secret of an otpauth:// URI, in groups of four for typing into an app by hand; null when there is none. */
export function otpauthSecret(uri: string): string | null {
  try {
    const secret = new URL(uri).searchParams.get('secret');
    return secret ? secret.replace(/(.{4})(?=.)/g, '$1 ') : null;
  } catch {
    return null;
  }
}
