import type { RumBatch } from 'shared-contracts/releases';

/** At most this many beacons a tab sends in a minute (decision 092); what waits goes with the next one allowed. */
export const BEACONS_PER_MINUTE = 6;
const WINDOW_MS = 60_000;
const SENT_KEY = 'msic_rum_sent';

interface BeaconSenderOptions {
  /** POST /api/rum on the API's origin */
  url: string;
  maxPerMinute?: number;
  now?: () => number;
  beacon?: (url: string, body: string) => boolean;
  /** where the times of the last beacons are kept, so that reloads share the limit: the tab's sessionStorage */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

function tabStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Sends a batch with navigator.sendBeacon: the browser delivers it even when the page is going away (a visitor who
 * leaves the moment a canary fails is still counted). A string body goes as text/plain, which needs no CORS
 * preflight; the API reads it as JSON. False when the limit is reached or the browser refused the beacon.
 */
export function createBeaconSender({
  url,
  maxPerMinute = BEACONS_PER_MINUTE,
  now = Date.now,
  beacon = (to, body) => (typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon(to, body) : false),
  storage = tabStorage(),
}: BeaconSenderOptions) {
  let memory: number[] = [];
  function recent(at: number): number[] {
    let times = memory;
    try {
      const stored = storage?.getItem(SENT_KEY);
      if (stored) times = (JSON.parse(stored) as unknown[]).filter((t): t is number => typeof t === 'number');
    } catch {
      // an unreadable record: the memory of this document only
    }
    return times.filter((t) => at - t < WINDOW_MS);
  }
  function remember(times: number[]) {
    memory = times;
    try {
      storage?.setItem(SENT_KEY, JSON.stringify(times));
    } catch {
      // storage full or refused: the limit holds for this document
    }
  }
  return {
    send(batch: RumBatch): boolean {
      const at = now();
      const times = recent(at);
      if (times.length >= maxPerMinute) return false;
      if (!beacon(url, JSON.stringify(batch))) return false;
      remember([...times, at]);
      return true;
    },
  };
}
export type BeaconSender = ReturnType<typeof createBeaconSender>;
