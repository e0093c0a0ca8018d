import { actionRefusal, allowedActions, OperatorAction, type ActionState } from './operator-action';

const fresh: ActionState = { _paidAt: null, _opsApproved: null, _interviewedAt: null, _ausCheckUploaded: null, _ausCheckDecision: null, _msicPosted: null, redacted: false };
const at = '2026-11-02T12:00:00.000Z';
const lodged: ActionState = { ...fresh, _paidAt: at, _opsApproved: at, _interviewedAt: at, _ausCheckUploaded: at };

describe('the order of steps (spec §4 status page, issue 4): what an officer may record now', () => {
  it('offers the undated steps and redaction on a fresh application, not the lodgement, decision or dispatch', () => {
    expect(allowedActions(fresh)).toEqual(['interview', 'payment', 'ops-approval', 'redact']);
    expect(actionRefusal(fresh, 'auscheck-upload')).toBe('Record the payment and operations approval before lodging the background check.');
    expect(actionRefusal(fresh, 'decision')).toBe('Lodge the background check before recording its decision.');
  });

  it('records each step once', () => {
    expect(actionRefusal({ ...fresh, _paidAt: at }, 'payment')).toBe('The payment is already recorded.');
    expect(actionRefusal({ ...fresh, redacted: true }, 'redact')).toBe('The record is already redacted.');
    expect(allowedActions({ ...fresh, _paidAt: at, _opsApproved: at })).toEqual(['interview', 'auscheck-upload', 'redact']);
  });

  it('allows one decision after the lodgement, and a dispatch after an approval only', () => {
    expect(allowedActions(lodged)).toEqual(['decision', 'redact']);
    expect(allowedActions({ ...lodged, _ausCheckDecision: { Decision: 'Y', Certdate: '2026-11-10' } })).toEqual(['dispatch', 'redact']);
    expect(allowedActions({ ...lodged, _ausCheckDecision: { Decision: 'N', Certdate: null } })).toEqual(['redact']);
    const posted = { ...lodged, _ausCheckDecision: { Decision: 'Y', Certdate: '2026-11-10' }, _msicPosted: { Dispatch: 'Post', PostedDate: '2026-11-20' } };
    expect(actionRefusal(posted, 'dispatch')).toBe('The card is already dispatched.');
  });

  it('refuses a malformed action body', () => {
    expect(OperatorAction.safeParse({ action: 'decision', decision: 'maybe' }).success).toBe(false);
    expect(OperatorAction.safeParse({ action: 'dispatch', method: '', postedDate: '2026-11-20' }).success).toBe(false);
    expect(OperatorAction.safeParse({ action: 'payment', at: '2026-11-20' }).success).toBe(true);
  });
});
