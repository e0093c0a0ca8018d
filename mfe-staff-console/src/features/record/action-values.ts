import { toIsoDate } from 'shared-contracts';
import type { OperatorAction } from 'shared-contracts/staff';

export type ActionKind = OperatorAction['action'];
export type FieldedAction = Exclude<ActionKind, 'redact'>;

export const ACTION_WORDING: Record<ActionKind, { title: string; records: string; confirm: string }> = {
  interview: { title: 'Record the identity interview', records: "that the applicant's identity interview took place on the date below", confirm: 'Record the interview' },
  payment: { title: 'Record the payment', records: 'that the payment for this application was received on the date below', confirm: 'Record the payment' },
  'ops-approval': { title: 'Record the operational-need approval', records: "that the applicant's operational need was approved on the date below", confirm: 'Record the approval' },
  'auscheck-upload': { title: 'Record the background check lodgement', records: 'that the background check was lodged with AusCheck on the date below', confirm: 'Record the lodgement' },
  decision: { title: 'Record the background check decision', records: "the background check's decision you choose below. An application has one decision: it cannot be changed once recorded", confirm: 'Record the decision' },
  dispatch: { title: "Record the card's dispatch", records: 'that the card was sent by the method and on the date below', confirm: 'Record the dispatch' },
  redact: { title: 'Redact this record', records: 'the record is withheld from online access: the applicant can no longer see it', confirm: 'Redact the record' },
};

export const ACTION_FIELDS: Record<FieldedAction, readonly (keyof ActionValues)[]> = {
  interview: ['at'],
  payment: ['at'],
  'ops-approval': ['at'],
  'auscheck-upload': ['at'],
  decision: ['decision', 'certdate'],
  dispatch: ['method', 'postedDate'],
};

// no date format is asked for: the browser's date picker shows its own (issue 39)
export const FIELD_LABELS: Record<keyof ActionValues, string> = {
  at: 'Date it happened',
  decision: 'Decision',
  certdate: 'Certificate date',
  method: 'Dispatch method',
  postedDate: 'Date posted',
};

export const FIELD_MESSAGES: Record<string, string> = {
  at: 'Enter the date it happened',
  decision: 'Choose the decision',
  certdate: 'Enter the certificate date of an approved background check',
  method: 'Enter how the card was sent',
  postedDate: 'Enter the date the card was posted',
};

export const today = () => toIsoDate(new Date());

export const initialValues = () => ({ at: today(), decision: '', certdate: '', method: '', postedDate: today() });

export type ActionValues = ReturnType<typeof initialValues>;

const trimmed = (value: string) => value.trim() || undefined;

export function toAction(kind: FieldedAction, values: ActionValues): Record<string, unknown> {
  switch (kind) {
    case 'decision':
      return { action: kind, decision: trimmed(values.decision), certdate: values.decision === 'Y' ? trimmed(values.certdate) : undefined };
    case 'dispatch':
      return { action: kind, method: trimmed(values.method), postedDate: trimmed(values.postedDate) };
    default:
      return { action: kind, at: trimmed(values.at) };
  }
}
