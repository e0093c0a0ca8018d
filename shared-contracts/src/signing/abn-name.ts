/** Words a business name carries or drops without being another business: its legal form and joiners. */
const NAME_NOISE = new Set(['pty', 'ltd', 'limited', 'proprietary', 'the', 'inc', 'incorporated', 'co', 'company', 'and', 'trust', 'trustee', 'for', 'as']);

export function businessNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word && !NAME_NOISE.has(word))
    .join(' ');
}

/** Decision 076: another name passes only when the signer confirms the organisation trades under it with this ABN. */
export function abnNameProblem(organisation: string, registeredName: string | null | undefined, confirmed: boolean | undefined): string | null {
  if (!registeredName?.trim() || !organisation.trim()) return null;
  if (businessNameKey(organisation) === businessNameKey(registeredName) || confirmed) return null;
  return `This ABN is registered to ${registeredName.trim()}. Enter that name, or confirm that ${organisation.trim()} trades under this ABN.`;
}
