/**
 * A rule's truth table as two lists, for the tests of the §5 field rules: one test a case, each case in `accepts` must
 * pass `rule` and each in `rejects` must fail it. A case of several arguments is a tuple, and `rule` spreads it.
 */
export function itAcceptsAndRejects<C>(rule: (value: C) => boolean, accepts: readonly C[], rejects: readonly C[]): void {
  const rows = (cases: readonly C[]) => cases.map((value): [C] => [value]);
  if (accepts.length > 0) it.each(rows(accepts))('accepts %j', (value) => expect(rule(value)).toBe(true));
  if (rejects.length > 0) it.each(rows(rejects))('rejects %j', (value) => expect(rule(value)).toBe(false));
}
