import { createBeaconSender } from './beacon-sender';

const BATCH = { entries: [{ remote: 'content' as const, version: '1.0.0', visits: 1, loadFailures: 0, errors: 0 }] };

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the beacon sender: at most N beacons a minute in a tab, reloads included', () => {
  it('shares the limit with the next document of the tab (a reload), and frees it a minute later', () => {
    const storage = memoryStorage();
    let now = 1_000;
    const beacon = jest.fn(() => true);
    const first = createBeaconSender({ url: '/api/rum', maxPerMinute: 2, now: () => now, beacon, storage });
    expect(first.send(BATCH)).toBe(true);
    expect(first.send(BATCH)).toBe(true);
    const afterReload = createBeaconSender({ url: '/api/rum', maxPerMinute: 2, now: () => now, beacon, storage });
    expect(afterReload.send(BATCH)).toBe(false);
    now += 60_000;
    expect(afterReload.send(BATCH)).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(3);
    expect(beacon).toHaveBeenCalledWith('/api/rum', JSON.stringify(BATCH));
  });

  it('does not count a beacon the browser refused (its queue full), and says it was not sent', () => {
    const beacon = jest.fn().mockReturnValueOnce(false).mockReturnValue(true);
    const sender = createBeaconSender({ url: '/api/rum', maxPerMinute: 1, now: () => 0, beacon, storage: memoryStorage() });
    expect(sender.send(BATCH)).toBe(false);
    expect(sender.send(BATCH)).toBe(true);
    expect(sender.send(BATCH)).toBe(false);
  });
});
