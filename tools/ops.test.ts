import { describe as describeRecord, parseArgs } from './ops.mjs';

/** The operator CLI (issue 4): the command line becomes one operator API request. */
describe('npm run ops', () => {
  it('turns each command into its operator API request', () => {
    expect(parseArgs(['show', 'VEP0001501'])).toEqual({ method: 'GET', path: '/api/operator/people/VEP0001501' });
    expect(parseArgs(['payment', '12', '--at', '2026-11-20'])).toEqual({ method: 'POST', path: '/api/operator/people/12/actions', body: { action: 'payment', at: '2026-11-20' } });
    expect(parseArgs(['auscheck-upload', 'vea0001512'])).toMatchObject({ body: { action: 'auscheck-upload' } });
    expect(parseArgs(['decision', '12', 'y', '--certdate', '2026-11-20']).body).toEqual({ action: 'decision', decision: 'Y', certdate: '2026-11-20' });
    expect(parseArgs(['dispatch', '12', '--method', 'Registered post', '--posted', '2026-11-21']).body).toEqual({ action: 'dispatch', method: 'Registered post', postedDate: '2026-11-21' });
  });

  it('refuses an unknown command, a bad reference and missing options with a usage hint', () => {
    expect(() => parseArgs([])).toThrow(/Usage: npm run ops/);
    expect(() => parseArgs(['approve', '12'])).toThrow(/Unknown command/);
    expect(() => parseArgs(['payment', 'VEP'])).toThrow(/tracking number/);
    expect(() => parseArgs(['decision', '12', 'maybe'])).toThrow(/Y or N/);
    expect(() => parseArgs(['dispatch', '12', '--method', 'Courier'])).toThrow(/--posted/);
    expect(() => parseArgs(['payment', '12', '--at'])).toThrow(/needs a value/);
  });

  it('prints the record with its dates and audit log', () => {
    const text = describeRecord({
      trackingNumber: 'VEP0001512',
      name: 'Jane Citizen',
      email: 'jane@example.com',
      company: 'msic',
      redacted: false,
      person: { _paidAt: '2026-11-02T12:00:00.000Z', _ausCheckDecision: { Decision: 'Y', Certdate: '2026-11-10' }, _msicPosted: null },
      audit: [{ createdAt: '2026-11-02T12:00:00.000Z', operator: 'alice', action: 'payment', details: {} }],
    });
    expect(text).toContain('VEP0001512  Jane Citizen');
    expect(text).toMatch(/paid\s+2026-11-02/);
    expect(text).toMatch(/decision\s+Y \(certificate 2026-11-10\)/);
    expect(text).toContain('alice  payment');
  });
});
