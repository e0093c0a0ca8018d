export function otpauthSecret(uri: string): string | null {
  try {
    const secret = new URL(uri).searchParams.get('secret');
    return secret ? secret.replace(/(.{4})(?=.)/g, '$1 ') : null;
  } catch {
    return null;
  }
}
