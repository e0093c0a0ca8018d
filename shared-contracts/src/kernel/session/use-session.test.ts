/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { sessionStore, useSession } from './session';

describe('useSession', () => {
  it('reads the shared session store from React and follows its changes', () => {
    const { result, unmount } = renderHook(() => useSession((s) => s.company));
    expect(result.current).toBe('msic');
    act(() => sessionStore.getState().setCompany('tasports'));
    expect(result.current).toBe('tasports');
    unmount();
    sessionStore.getState().setCompany('msic');
  });
});
