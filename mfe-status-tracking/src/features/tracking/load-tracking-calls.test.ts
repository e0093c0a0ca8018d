// The track screen's calls are a chunk of their own (issue 17), loaded once; a load that fails is forgotten, so that
// the applicant's next press loads the chunk again.
describe('loadTrackingCalls', () => {
  beforeEach(() => jest.resetModules());

  it('loads the calls once, however many ask', async () => {
    const loaded = jest.fn();
    jest.doMock('./tracking-calls', () => {
      loaded();
      return { findApplication: jest.fn() };
    });
    const { loadTrackingCalls } = await import('./load-tracking-calls');
    const [first, second] = await Promise.all([loadTrackingCalls(), loadTrackingCalls()]);
    expect(first).toBe(second);
    expect(await loadTrackingCalls()).toBe(first);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('forgets a load that failed: the next call loads again', async () => {
    let offline = true;
    jest.doMock('./tracking-calls', () => {
      if (offline) throw new Error('Loading chunk tracking-calls failed');
      return { findApplication: jest.fn() };
    });
    const { loadTrackingCalls } = await import('./load-tracking-calls');
    await expect(loadTrackingCalls()).rejects.toThrow('Loading chunk tracking-calls failed');
    offline = false;
    await expect(loadTrackingCalls()).resolves.toHaveProperty('findApplication');
  });
});
