import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useLoad } from './use-load';

function Screen({ id, load }: { id: string; load: (id: string, signal: AbortSignal) => Promise<string> }) {
  const [text, setText] = useState('loading');
  useLoad((signal) => load(id, signal), setText, (error) => setText(`failed: ${String(error)}`), [id]);
  return <p>{text}</p>;
}

describe('useLoad', () => {
  it('shows what it loaded, and loads again when its deps change', async () => {
    const load = jest.fn(async (id: string) => `record ${id}`);
    const { rerender } = render(<Screen id="1" load={load} />);
    expect(await screen.findByText('record 1')).toBeTruthy();
    rerender(<Screen id="2" load={load} />);
    expect(await screen.findByText('record 2')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the load a screen no longer needs, and does not report its failure', async () => {
    const signals: AbortSignal[] = [];
    const load = (_id: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    };
    const { rerender } = render(<Screen id="1" load={load} />);
    rerender(<Screen id="2" load={load} />);
    await act(async () => undefined);
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('reports a failure of the load in use', async () => {
    render(<Screen id="1" load={() => Promise.reject(new Error('503'))} />);
    expect(await screen.findByText('failed: Error: 503')).toBeTruthy();
  });
});
