import { queueStageOf, QUEUE_STAGES, QUEUE_STAGE_LABELS, type ApplicationSteps } from './queue-stage';

const none: ApplicationSteps = { _paidAt: null, _opsApproved: null, _interviewedAt: null, _ausCheckUploaded: null, _ausCheckDecision: null, _msicPosted: null };
const at = '2026-11-02T12:00:00.000Z';
const approved = { Decision: 'Y', Certdate: '2026-11-10' };
const refused = { Decision: 'N', Certdate: null };
const posted = { Dispatch: 'Registered post', PostedDate: '2026-11-20' };

describe('queueStageOf: an application stands at the furthest step recorded (issue 19 queue)', () => {
  it.each<[string, Partial<ApplicationSteps>, string]>([
    ['nothing recorded', {}, 'awaiting-payment'],
    ['operations approval without payment', { _opsApproved: at }, 'awaiting-payment'],
    ['an interview without payment', { _interviewedAt: at }, 'awaiting-payment'],
    ['paid', { _paidAt: at }, 'operational-need'],
    ['paid and interviewed', { _paidAt: at, _interviewedAt: at }, 'operational-need'],
    ['paid and approved', { _paidAt: at, _opsApproved: at }, 'interview'],
    ['paid, approved and interviewed', { _paidAt: at, _opsApproved: at, _interviewedAt: at }, 'background-check'],
    ['lodged before the interview', { _paidAt: at, _opsApproved: at, _ausCheckUploaded: at }, 'decision'],
    ['lodged', { _paidAt: at, _opsApproved: at, _interviewedAt: at, _ausCheckUploaded: at }, 'decision'],
    ['approved', { _paidAt: at, _opsApproved: at, _ausCheckUploaded: at, _ausCheckDecision: approved }, 'dispatch'],
    ['refused', { _paidAt: at, _opsApproved: at, _ausCheckUploaded: at, _ausCheckDecision: refused }, 'done'],
    ['dispatched', { _paidAt: at, _opsApproved: at, _ausCheckUploaded: at, _ausCheckDecision: approved, _msicPosted: posted }, 'done'],
  ])('%s → %s', (_, steps, stage) => {
    expect(queueStageOf({ ...none, ...steps })).toBe(stage);
  });

  it('labels every stage', () => {
    expect(QUEUE_STAGES.map((s) => QUEUE_STAGE_LABELS[s])).toEqual(['Awaiting payment', 'Operational need', 'Interview', 'Background check', 'Decision', 'Dispatch', 'Done']);
  });
});
