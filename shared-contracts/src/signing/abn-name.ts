// The employer's organisation against the register's name for its ABN (issue 39, decision 076): the signing form's
// rule, applied by the signing screen and by the API on submit.
/** Words a business name carries or drops without being another business: its legal form and joiners. */
const NAME_NOISE = new Set(['pty', 'ltd', 'limited', 'proprietary', 'the', 'inc', 'incorporated', 'co', 'company', 'and', 'trust', 'trustee', 'for', 'as']);

/** A business name reduced to what tells one business from another: letters and digits, without legal forms. */
export function businessNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word && !NAME_NOISE.has(word))
    .join(' ');
}

/**
 * The employer's organisation against the register's name for the ABN given (issue 39: an ABN registered to one
 * company was signed for another without a word, and the letter printed both). The same business, written with or
 * without "Pty Ltd", punctuation or case, passes; another name passes only when the signer confirms that the
 * organisation trades under it with this ABN (a trading name). Null when fine or when no register named the ABN.
 */
export function abnNameProblem(organisation: string, registeredName: string | null | undefined, confirmed: boolean | undefined): string | null {
  if (!registeredName?.trim() || !organisation.trim()) return null;
  if (businessNameKey(organisation) === businessNameKey(registeredName) || confirmed) return null;
  return `This ABN is registered to ${registeredName.trim()}. Enter that name, or confirm that ${organisation.trim()} trades under this ABN.`;
}
