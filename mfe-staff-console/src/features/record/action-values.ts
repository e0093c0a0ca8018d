import { toIsoDate } from 'shared-contracts';
import type { OperatorAction } from 'shared-contracts/staff';

export type ActionKind = OperatorAction['action'];
/** The actions with a dialog of fields; redaction has a dialog of its own (redact-dialog.tsx). */
export type FieldedAction = Exclude<ActionKind, 'redact'>;

/** What the dialog's fields hold, as text: every action uses the fields it needs. */
export interface ActionValues {
  at: string;
  decision: string;
  certdate: string;
  method: string;
  postedDate: string;
}

export interface ActionWording {
  /** the button that opens the dialog, and the dialog's title */
  title: string;
  /** what will be recorded, a clause that follows "This records for <name> (<number>)" (issue 39: it was garbled) */
  records: string;
  /** the confirm button */
  confirm: string;
}

export const ACTION_WORDING: Record<ActionKind, ActionWording> = {
  interview: { title: 'Record the identity interview', records: "that the applicant's identity interview took place on the date below", confirm: 'Record the interview' },
  payment: { title: 'Record the payment', records: 'that the payment for this application was received on the date below', confirm: 'Record the payment' },
  'ops-approval': { title: 'Record the operational-need approval', records: "that the applicant's operational need was approved on the date below", confirm: 'Record the approval' },
  'auscheck-upload': { title: 'Record the background check lodgement', records: 'that the background check was lodged with AusCheck on the date below', confirm: 'Record the lodgement' },
  decision: { title: 'Record the background check decision', records: "the background check's decision you choose below. An application has one decision: it cannot be changed once recorded", confirm: 'Record the decision' },
  dispatch: { title: "Record the card's dispatch", records: 'that the card was sent by the method and on the date below', confirm: 'Record the dispatch' },
  redact: { title: 'Redact this record', records: 'the record is withheld from online access: the applicant can no longer see it', confirm: 'Redact the record' },
};

/** The fields each action's dialog shows, in order. */
export const ACTION_FIELDS: Record<FieldedAction, readonly (keyof ActionValues)[]> = {
  interview: ['at'],
  payment: ['at'],
  'ops-approval': ['at'],
  'auscheck-upload': ['at'],
  decision: ['decision', 'certdate'],
  dispatch: ['method', 'postedDate'],
};

export const FIELD_LABELS: Record<keyof ActionValues, string> = {
  at: 'Date it happened',
  decision: 'Decision',
  certdate: 'Certificate date',
  method: 'Dispatch method',
  postedDate: 'Date posted',
};

export const FIELD_MESSAGES: Record<string, string> = {
  // the dates are chosen in the browser's date picker, which shows them in its own format: no format is asked for
  // (issue 39: "as yyyy-mm-dd" beside a mm/dd/yyyy picker)
  at: 'Enter the date it happened',
  decision: 'Choose the decision',
  certdate: 'Enter the certificate date of an approved background check',
  method: 'Enter how the card was sent',
  postedDate: 'Enter the date the card was posted',
};

export const today = () => toIsoDate(new Date());

export const initialValues = (): ActionValues => ({ at: today(), decision: '', certdate: '', method: '', postedDate: today() });

const trimmed = (value: string) => value.trim() || undefined;

/** The request body of an action from its dialog's values (the OperatorAction schema then checks it). */
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
