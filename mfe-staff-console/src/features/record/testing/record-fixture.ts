import type { StaffApplicationView } from 'shared-contracts/staff';

export function recordFixture(overrides: Partial<StaffApplicationView> = {}): StaffApplicationView {
  return {
    trackingNumber: 'VEP0001501',
    name: 'Jane Citizen',
    email: 'jane@example.com',
    company: 'msic',
    stage: 'awaiting-payment',
    redacted: false,
    person: {
      Id: 1,
      IncompleteFormId: 7,
      RandomId: 'random',
      Site: 0,
      WebsiteId: null,
      ExtraData: { OpNeedType: 'employer', lodgementOption: 'inperson' },
      OperationalNeedPublic: null,
      Firstname: 'Jane',
      Surname: 'Citizen',
      TrackingNumber: 'VEP0001501',
      Apptype: 'S',
      Appsubtype: '2',
      _basedOnAsic: false,
      _interviewedAt: null,
      _paidAt: null,
      _opsApproved: null,
      _ausCheckUploaded: null,
      _ausCheckDecision: null,
      _msicPosted: null,
    },
    documents: [
      { kind: 'application-form', label: 'Application form', available: true },
      { kind: 'certificate', label: 'Certificate', available: false },
    ],
    induction: null,
    audit: [],
    views: [{ staff: 'viewer@staff.localhost', what: 'record', at: '2026-11-20T01:00:00.000Z' }],
    mail: [{ id: 3, subject: 'Your application', to: 'jane@example.com', status: 'failed', attempts: 5, lastError: 'connection refused', createdAt: '2026-11-20T01:00:00.000Z', sentAt: null }],
    actions: ['interview', 'payment', 'ops-approval', 'redact'],
    ...overrides,
  };
}
