import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once however many ask, and gives what it loaded', async () => {
    const load = jest.fn(() => Promise.resolve({ code: 1 }));
    const get = loadOnce(load);
    expect(get.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(get.loaded()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a load that failed: the next call loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValueOnce('code');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Loading chunk failed');
    expect(get.loaded()).toBeUndefined();
    await expect(get()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('prefetches without a rejection of its own, and the next call loads again after a failed prefetch', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const get = loadOnce(load);
    get.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(get()).resolves.toBe('code');
  });
});
