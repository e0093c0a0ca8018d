import type { ApplicantDraft } from 'shared-contracts/form';

export function getAtPath(draft: ApplicantDraft | null | undefined, path: string): unknown {
  let value: unknown = draft ?? undefined;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export const fieldId = (path: string): string => `field-${path.replace(/\./g, '-')}`;
