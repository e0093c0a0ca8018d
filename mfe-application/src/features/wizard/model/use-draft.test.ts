import { act, renderHook } from '@testing-library/react';
import { validDraft } from 'shared-contracts/testing';
import { sameAnswers, useAnswers } from './use-draft';
import { draftHome } from './draft';

describe('the answers of a draft, apart from its bookkeeping (decision 065)', () => {
  it('are the same when only the server bookkeeping or the progress differs, even as new objects', () => {
    const draft = { ...validDraft(), _id: 7, _version: 3 };
    const saved = JSON.parse(JSON.stringify({ ...draft, _version: 4, _isSaved: true, _notSaved: false }));
    expect(sameAnswers(draft, saved)).toBe(true);
    expect(sameAnswers(draft, { ...saved, _stepCompleted: 3, _formFilledIn: true })).toBe(true);
    expect(sameAnswers(draft, { ...saved, Surname: 'Other' })).toBe(false);
    expect(sameAnswers(draft, { ...saved, _address: [] })).toBe(false);
    expect(sameAnswers(draft, { ...saved, _id: 8 })).toBe(false);
    const { Middlenames: _dropped, ...withoutMiddle } = saved;
    expect(sameAnswers(draft, withoutMiddle)).toBe(false);
  });

  it('keep their object across a save answer, and change with an answer', () => {
    draftHome.replace({ ...validDraft(), _id: 7, _version: 3 });
    const { result } = renderHook(() => useAnswers());
    const first = result.current;
    act(() => draftHome.set(JSON.parse(JSON.stringify({ ...first, _version: 4, _notSaved: false }))));
    expect(result.current).toBe(first);
    act(() => draftHome.set({ ...first, _version: 5, Surname: 'Hopper' }));
    expect(result.current).not.toBe(first);
    expect(result.current.Surname).toBe('Hopper');
  });
});
