import { COMPANIES } from '../companies';
import { describeDraftInProgress, readDraftInProgress, writeDraftInProgress } from './draft-in-progress';

describe('the draft in progress on this device (issue 18)', () => {
  const steps = COMPANIES.msic.steps;
  const msic = COMPANIES.msic;

  it.each([
    [0, 1],
    [1, 2],
    [3, 4],
    [4, 4],
  ])('after step %i is completed, the offer continues at step %i with its name', (stepCompleted, step) => {
    const said = describeDraftInProgress({ id: 7, stepCompleted, savedAt: Date.UTC(2026, 10, 26, 3) }, msic);
    expect(said.step).toBe(step);
    expect(said.stepName).toBe(steps[step - 1]);
    expect(said.savedOn).toBe('26 Nov 2026');
  });

  it('says nothing of the day when it is not known, and counts the asset variants\' three steps', () => {
    expect(describeDraftInProgress({ id: 7, stepCompleted: 4, savedAt: 0 }, COMPANIES['asset-msic'])).toEqual({ step: 3, stepName: COMPANIES['asset-msic'].steps[2], savedOn: '' });
  });

  it('keeps only the reference, the step and the time, and reads nothing else as a draft', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) } as unknown as Storage;
    writeDraftInProgress({ id: 12, stepCompleted: 2, savedAt: 5 }, storage);
    expect(readDraftInProgress(storage)).toEqual({ id: 12, stepCompleted: 2, savedAt: 5 });
    store.set('msic-draft-in-progress', JSON.stringify({ id: -1 }));
    expect(readDraftInProgress(storage)).toBeNull();
  });
});
