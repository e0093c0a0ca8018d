import type { RumBatch } from 'shared-contracts/releases';

// what waits goes with the next beacon allowed (decision 092)
const BEACONS_PER_MINUTE = 6;
const WINDOW_MS = 60_000;
const SENT_KEY = 'msic_rum_sent';

interface BeaconSenderOptions {
  url: string;
  maxPerMinute?: number;
  now?: () => number;
  beacon?: (url: string, body: string) => boolean;
  /** so that reloads share the limit */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

function tabStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

// a beacon is delivered as the page goes away; a string body goes as text/plain, which needs no CORS preflight
export function createBeaconSender({
  url,
  maxPerMinute = BEACONS_PER_MINUTE,
  now = Date.now,
  beacon = (to, body) => (typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon(to, body) : false),
  storage,
}: BeaconSenderOptions) {
  // opened with the first beacon, not at the start: the first touch of sessionStorage waits on the browser process
  const store = () => (storage ??= tabStorage());
  let memory: number[] = [];
  function recent(at: number): number[] {
    let times = memory;
    try {
      const stored = store()?.getItem(SENT_KEY);
      if (stored) times = (JSON.parse(stored) as unknown[]).filter((t): t is number => typeof t === 'number');
    } catch {
      // unreadable: this document's memory only
    }
    return times.filter((t) => at - t < WINDOW_MS);
  }
  function remember(times: number[]) {
    memory = times;
    try {
      store()?.setItem(SENT_KEY, JSON.stringify(times));
    } catch {
      // refused: the limit holds for this document
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
