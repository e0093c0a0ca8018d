import { Howl } from 'howler';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_READY_POLL_MS, AUDIO_READY_TIMEOUT_MS, SLIDE_PROGRESS_CHECK_MS, transport } from 'shared-contracts';

type NarrationStatus = 'none' | 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'error';
export type Narration = ReturnType<typeof useNarration>;

interface Options {
  src: string | null;
  autoplay: boolean;
  onEnd(): void;
  onError(): void;
}

export function useNarration({ src, autoplay, onEnd, onError }: Options) {
  const [status, setStatus] = useState<NarrationStatus>(src ? 'loading' : 'none');
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const howl = useRef<Howl | null>(null);
  const callbacks = useRef({ onEnd, onError, autoplay });
  callbacks.current = { onEnd, onError, autoplay };

  useEffect(() => {
    setPosition(0);
    setDuration(0);
    if (!src) {
      setStatus('none');
      return undefined;
    }
    setStatus('loading');
    let cancelled = false;
    let objectUrl: string | undefined;
    const started = Date.now();
    const fail = () => {
      if (cancelled) return;
      cancelled = true;
      window.clearInterval(poll);
      howl.current?.unload();
      howl.current = null;
      setStatus('error');
      callbacks.current.onError();
    };
    const poll = window.setInterval(() => {
      // a narration whose length is not known yet is not ready: it would sit at 0:00 / 0:00
      if (howl.current?.state() === 'loaded' && howl.current.duration() > 0) {
        window.clearInterval(poll);
        setDuration(howl.current.duration());
        setStatus('ready');
        if (callbacks.current.autoplay) howl.current.play();
      } else if (Date.now() - started >= AUDIO_READY_TIMEOUT_MS) fail();
    }, AUDIO_READY_POLL_MS);

    const api = transport();
    api
      .send(api.baseUrl + src)
      .then(async (response) => {
        if (!response.ok) throw new Error(`narration answered ${response.status}`);
        const blob = await response.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        howl.current = new Howl({
          src: [objectUrl],
          format: ['ogg'],
          html5: true,
          preload: true,
          onplay: () => setStatus('playing'),
          onpause: () => setStatus('paused'),
          onend: () => {
            setStatus('ended');
            setPosition(howl.current?.duration() ?? 0);
            callbacks.current.onEnd();
          },
          onloaderror: fail,
          onplayerror: fail,
        });
      })
      .catch(fail);

    return () => {
      cancelled = true;
      window.clearInterval(poll);
      howl.current?.unload();
      howl.current = null;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);

  useEffect(() => {
    if (status !== 'playing') return undefined;
    let lastMove = Date.now();
    let last = -1;
    const check = window.setInterval(() => {
      const sound = howl.current;
      if (!sound) return;
      const seek = sound.seek();
      if (typeof seek === 'number') {
        if (seek !== last) {
          last = seek;
          lastMove = Date.now();
        }
        setPosition(seek);
      }
      setDuration(sound.duration());
      // stalled: the player goes on with slides to read and says so (spec §4 audio error), rather than sit silent
      if (Date.now() - lastMove >= AUDIO_READY_TIMEOUT_MS) {
        window.clearInterval(check);
        sound.unload();
        howl.current = null;
        setStatus('error');
        callbacks.current.onError();
      }
    }, SLIDE_PROGRESS_CHECK_MS);
    return () => window.clearInterval(check);
  }, [status]);

  const play = useCallback(() => {
    if (howl.current && howl.current.state() === 'loaded' && !howl.current.playing()) howl.current.play();
  }, []);
  const pause = useCallback(() => howl.current?.pause(), []);

  return { status, position, duration, play, pause };
}
