import { ABN_LOOKUP_NOTES } from 'shared-contracts';
import { ApiError, FIELD_MESSAGES } from 'shared-contracts/api';
import { abnLookupNote, readAbnLookup } from './use-abn-lookup';

const failed = (status: number) => Promise.reject(new ApiError({ kind: 'http', status, message: 'x' }));

describe('readAbnLookup: the lookup answer read with spec §5', () => {
  it('active is found; cancelled is not active; 404 is not found', async () => {
    expect(await readAbnLookup('10474582823', Promise.resolve({ EntityName: 'Harbourside', AbnStatus: 'Active', Verified: true }))).toMatchObject({ state: 'found' });
    expect(await readAbnLookup('10478629432', Promise.resolve({ EntityName: 'Bass Strait Towage', AbnStatus: 'Cancelled' }))).toMatchObject({ state: 'problem', problem: FIELD_MESSAGES.abnNotActive });
    expect(await readAbnLookup('51824753556', failed(404))).toEqual({ abn: '51824753556', state: 'problem', problem: FIELD_MESSAGES.abnNotFound });
  });

  it('not verified (no register configured) and a failed lookup (502, network) do not block', async () => {
    const notVerified = await readAbnLookup('51824753556', Promise.resolve({ Abn: '51824753556', EntityName: '', AbnStatus: 'Not verified', Verified: false }));
    expect(notVerified.state).toBe('not-verified');
    expect(abnLookupNote(notVerified, '51 824 753 556')).toBe(ABN_LOOKUP_NOTES.notVerified);
    const down = await readAbnLookup('51824753556', failed(502));
    expect(down.state).toBe('failed');
    expect(abnLookupNote(down, '51824753556')).toBe(ABN_LOOKUP_NOTES.lookupFailed);
    expect(await readAbnLookup('51824753556', Promise.reject(new TypeError('Failed to fetch')))).toMatchObject({ state: 'failed' });
  });

  it('the note speaks only of the number in the field', async () => {
    const found = await readAbnLookup('10474582823', Promise.resolve({ EntityName: 'Harbourside', AbnStatus: 'Active' }));
    expect(abnLookupNote(found, '10 474 582 823')).toBe('Registered to Harbourside.');
    expect(abnLookupNote(found, '51824753556')).toBeUndefined();
  });
});
