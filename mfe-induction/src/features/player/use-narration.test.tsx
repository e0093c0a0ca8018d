import { act, render, screen } from '@testing-library/react';
import { AUDIO_READY_POLL_MS, AUDIO_READY_TIMEOUT_MS } from 'shared-contracts';
import { useNarration } from './use-narration';

/** A stand-in for howler's Howl: the test decides when it is loaded and when it ends. */
const sounds: FakeHowl[] = [];
class FakeHowl {
  loaded = false;
  isPlaying = false;
  length = 12;
  at = 3;
  constructor(public options: { src: string[]; onplay(): void; onpause(): void; onend(): void }) {
    sounds.push(this);
  }
  state() {
    return this.loaded ? 'loaded' : 'loading';
  }
  duration() {
    return this.length;
  }
  seek() {
    return this.at;
  }
  playing() {
    return this.isPlaying;
  }
  play() {
    this.isPlaying = true;
    this.options.onplay();
  }
  pause() {
    this.isPlaying = false;
    this.options.onpause();
  }
  unload() {}
}
jest.mock('howler', () => ({ Howl: jest.fn((options) => new FakeHowl(options)) }));

const fetchAudio = jest.fn();
jest.mock('shared-contracts', () => ({ ...jest.requireActual('shared-contracts'), transport: () => ({ baseUrl: 'http://api.test', send: fetchAudio }) }));

function Harness({ autoplay = false, onEnd = jest.fn(), onError = jest.fn() }: { autoplay?: boolean; onEnd?: () => void; onError?: () => void }) {
  const narration = useNarration({ src: '/induction/audio/p1-m0-s0.0123456789ab.ogg', autoplay, onEnd, onError });
  return (
    <div>
      <output data-testid="status">{narration.status}</output>
      <button onClick={narration.play}>play</button>
    </div>
  );
}

const flush = () => act(async () => undefined);

beforeEach(() => {
  jest.useFakeTimers();
  sounds.length = 0;
  fetchAudio.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:narration');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe('narration (spec §4, §9)', () => {
  it('fetches the narration from the API base and is ready once howler has loaded it (polled every 500 ms)', async () => {
    fetchAudio.mockResolvedValue({ ok: true, blob: async () => new Blob(['OggS']) });
    render(<Harness />);
    await flush();
    expect(fetchAudio).toHaveBeenCalledWith('http://api.test/induction/audio/p1-m0-s0.0123456789ab.ogg');
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    sounds[0]!.loaded = true;
    act(() => jest.advanceTimersByTime(AUDIO_READY_POLL_MS));
    expect(screen.getByTestId('status')).toHaveTextContent('ready');
    // nothing plays by itself (WCAG 1.4.2)
    expect(sounds[0]!.isPlaying).toBe(false);
  });

  it('gives up after 10 s without audio and reports the audio error (slides only)', async () => {
    fetchAudio.mockResolvedValue({ ok: true, blob: async () => new Blob(['OggS']) });
    const onError = jest.fn();
    render(<Harness onError={onError} />);
    await flush();
    act(() => jest.advanceTimersByTime(AUDIO_READY_TIMEOUT_MS - AUDIO_READY_POLL_MS));
    expect(onError).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(AUDIO_READY_POLL_MS));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('status')).toHaveTextContent('error');
  });

  it('reports the audio error at once when the narration cannot be fetched', async () => {
    fetchAudio.mockRejectedValue(new Error('offline'));
    const onError = jest.fn();
    render(<Harness onError={onError} />);
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('plays when asked, or by itself on a later slide when the participant is already listening, and tells the end', async () => {
    fetchAudio.mockResolvedValue({ ok: true, blob: async () => new Blob(['OggS']) });
    const onEnd = jest.fn();
    render(<Harness autoplay onEnd={onEnd} />);
    await flush();
    sounds[0]!.loaded = true;
    act(() => jest.advanceTimersByTime(AUDIO_READY_POLL_MS));
    expect(screen.getByTestId('status')).toHaveTextContent('playing');
    act(() => sounds[0]!.options.onend());
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('status')).toHaveTextContent('ended');
  });
});

describe('issue 39: a narration that never gets going says so instead of sitting at 0:00 / 0:00', () => {
  it('loaded without a length is not ready: after 10 s it is the audio error (slides to read)', async () => {
    fetchAudio.mockResolvedValue({ ok: true, blob: () => Promise.resolve(new Blob(['ogg'])) });
    const onError = jest.fn();
    render(<Harness onError={onError} />);
    await flush();
    const sound = sounds[0]!;
    sound.loaded = true;
    sound.length = 0;
    await act(async () => jest.advanceTimersByTime(AUDIO_READY_POLL_MS * 2));
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await act(async () => jest.advanceTimersByTime(AUDIO_READY_TIMEOUT_MS));
    expect(screen.getByTestId('status')).toHaveTextContent('error');
    expect(onError).toHaveBeenCalled();
  });

  it('playing that does not move for 10 s is the audio error', async () => {
    fetchAudio.mockResolvedValue({ ok: true, blob: () => Promise.resolve(new Blob(['ogg'])) });
    const onError = jest.fn();
    render(<Harness autoplay onError={onError} />);
    await flush();
    sounds[0]!.loaded = true;
    await act(async () => jest.advanceTimersByTime(AUDIO_READY_POLL_MS));
    expect(screen.getByTestId('status')).toHaveTextContent('playing');
    // the position moves for a while, then stops
    sounds[0]!.at = 4;
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(onError).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(AUDIO_READY_TIMEOUT_MS + 200));
    expect(screen.getByTestId('status')).toHaveTextContent('error');
    expect(onError).toHaveBeenCalled();
  });
});
