import { COMPANIES } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/tracking';
import { lodgedPeopleRecord } from 'shared-contracts/testing';
import { statusTimeline } from './status-timeline';

const lodged = lodgedPeopleRecord();
const stateOf = (stages: ReturnType<typeof statusTimeline>) => Object.fromEntries(stages.map((s) => [s.key, s.state]));

describe('the status timeline (spec §4 status page, §9 pickup after 30 days)', () => {
  it('a new application: received, with payment as the current stage', () => {
    const stages = statusTimeline({ ...lodged, _paidAt: null, _interviewedAt: null, _opsApproved: null, _ausCheckUploaded: null }, COMPANIES.msic);
    expect(stateOf(stages)).toMatchObject({ received: 'done', paid: 'current', interviewed: 'upcoming', lodged: 'upcoming' });
  });

  it('shows the lodgement date once the background check is uploaded', () => {
    const stage = statusTimeline(lodged, COMPANIES.msic).find((s) => s.key === 'lodged');
    expect(stage).toMatchObject({ state: 'done', date: '2026-11-05T12:00:00.000Z' });
    expect(stateOf(statusTimeline(lodged, COMPANIES.msic)).decided).toBe('current');
  });

  it('decision N stops the timeline before dispatch (the page shows the office message)', () => {
    const stages = statusTimeline({ ...lodged, _ausCheckDecision: { Decision: 'N', Certdate: null } }, COMPANIES.msic);
    expect(stateOf(stages)).toMatchObject({ decided: 'done', dispatched: 'stopped', pickedUp: 'stopped' });
    expect(MESSAGES.decisionNotApproved).toBe('Your application has been processed please contact our office for more information.');
  });

  it('a dispatched card counts as picked up 30 days after its posted date, not before', () => {
    const dispatched = { ...lodged, _ausCheckDecision: { Decision: 'Y', Certdate: '2026-11-10' }, _msicPosted: { Dispatch: 'Registered post', PostedDate: '2026-11-20' } };
    const before = statusTimeline(dispatched, COMPANIES.msic, new Date(2026, 11, 19));
    expect(before.find((s) => s.key === 'dispatched')).toMatchObject({ state: 'done', date: '2026-11-20', detail: 'Sent by Registered post.' });
    expect(before.find((s) => s.key === 'pickedUp')).toMatchObject({ state: 'current', date: '2026-12-20' });
    expect(statusTimeline(dispatched, COMPANIES.msic, new Date(2026, 11, 20)).find((s) => s.key === 'pickedUp')?.state).toBe('done');
  });
});
