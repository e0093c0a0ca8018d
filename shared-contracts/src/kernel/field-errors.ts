/** Keyed by field path (`_address.1.ToDate`): the shape of every 400 response and of every step validator's answer. */
export type FieldErrorMap = Record<string, string[]>;

/** Key of errors that belong to the whole form rather than one field. */
export const FORM_ERROR_KEY = '_form';

export interface FieldErrorCollector {
  add(path: string, message: string): void;
  has(path: string): boolean;
  readonly errors: FieldErrorMap;
}

export function createFieldErrors(): FieldErrorCollector {
  // no prototype: a path may be any name a client sends (`constructor`, `__proto__`), never an inherited member
  const errors: FieldErrorMap = Object.create(null) as FieldErrorMap;
  return {
    add(path, message) {
      const list = (errors[path] ??= []);
      if (!list.includes(message)) list.push(message);
    },
    has: (path) => (Object.hasOwn(errors, path) ? errors[path]!.length : 0) > 0,
    errors,
  };
}

export const hasFieldErrors = (errors: FieldErrorMap): boolean => Object.values(errors).some((list) => list.length > 0);

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? FORM_ERROR_KEY : path.map((p) => String(p)).join('.');
}

export function fieldErrorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrorMap {
  const c = createFieldErrors();
  for (const issue of issues) c.add(fieldPath(issue.path), issue.message);
  return c.errors;
}

export function mergeFieldErrors(...maps: FieldErrorMap[]): FieldErrorMap {
  const c = createFieldErrors();
  for (const map of maps) for (const [path, list] of Object.entries(map)) for (const m of list) c.add(path, m);
  return c.errors;
}
