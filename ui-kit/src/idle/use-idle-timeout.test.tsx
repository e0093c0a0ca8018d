import { act, renderHook } from '@testing-library/react';
import { IDLE_START_SECONDS, IDLE_TIMEOUT_SECONDS } from 'shared-contracts';
import { idleTimeoutSeconds, useIdleTimeout } from './use-idle-timeout';

describe('useIdleTimeout (spec §4 idle behaviour)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

  it('starts the timeout after 2 s without activity, counts it down and calls onTimeout once when it ends', () => {
    const onTimeout = jest.fn();
    const { result } = renderHook(() => useIdleTimeout(onTimeout, { timeoutSeconds: 10 }));
    advance((IDLE_START_SECONDS - 1) * 1000);
    expect(result.current.remaining).toBeNull();
    advance(2_000);
    expect(result.current.remaining).toBe(9);
    advance(9_000);
    expect(result.current.remaining).toBe(0);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    advance(5_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('any activity stops the timeout; reset starts it again from now', () => {
    const onTimeout = jest.fn();
    const { result } = renderHook(() => useIdleTimeout(onTimeout, { timeoutSeconds: 10 }));
    advance(8_000);
    expect(result.current.remaining).toBe(4);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown')));
    advance(500);
    expect(result.current.remaining).toBeNull();
    advance(8_000);
    act(() => result.current.reset());
    expect(result.current.remaining).toBeNull();
    advance(11_000);
    expect(onTimeout).not.toHaveBeenCalled();
    advance(2_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('reads the clock, not its ticks: a tab whose timers were held back (a phone in a pocket) still ends on time', () => {
    const onTimeout = jest.fn();
    renderHook(() => useIdleTimeout(onTimeout, { timeoutSeconds: 60 }));
    // the clock moves on while no timer runs, then one tick comes
    jest.setSystemTime(Date.now() + (IDLE_START_SECONDS + 60) * 1000);
    advance(250);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('without a countdown it keeps no state: the screen is not re-rendered while the visitor is away', () => {
    let renders = 0;
    const onTimeout = jest.fn();
    renderHook(() => {
      renders++;
      return useIdleTimeout(onTimeout, { timeoutSeconds: 5, countdown: false });
    });
    const before = renders;
    advance(10_000);
    expect(renders).toBe(before);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('with a countdown, renders the screen only when the seconds shown change: not while the visitor is active, once a second while it counts', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useIdleTimeout(jest.fn(), { timeoutSeconds: 10 });
    });
    const before = renders;
    // active: the tick (four times a second) finds nothing new to show
    for (let i = 0; i < 8; i++) {
      act(() => void window.dispatchEvent(new KeyboardEvent('keydown')));
      advance(250);
    }
    expect(renders).toBe(before);
    expect(result.current.remaining).toBeNull();
    // away: once the timeout runs, one render per second shown, not one per tick
    advance(IDLE_START_SECONDS * 1000);
    const counting = renders;
    // tick by tick (one act per tick: a single act would batch every tick's state into one render)
    for (let i = 0; i < 12; i++) advance(250);
    expect(result.current.remaining).toBe(7);
    expect(renders - counting).toBe(3);
  });

  it('uses the spec\'s 1800 s when the runtime configuration sets no timeout', () => {
    expect(idleTimeoutSeconds()).toBe(IDLE_TIMEOUT_SECONDS);
  });
});
