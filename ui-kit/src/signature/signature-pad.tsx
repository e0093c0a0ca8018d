import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import SignaturePadEngine from 'signature_pad';
import { isSignatureValid } from 'shared-contracts/field-rules';
import { Box, Group, Text, VisuallyHidden } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { SignHereHint } from './sign-here-hint';

export interface SignaturePadProps {
  id?: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** an SVG data URL; `undefined` leaves the pad uncontrolled, `null` clears it */
  value?: string | null;
  onChange(value: string | null): void;
  /** spec §4: drawing can be disabled */
  disabled?: boolean;
  height?: number;
}

type Notice = 'captured' | 'too-small' | 'cleared' | 'unsupported' | null;

const PEN_COLOUR = '#0b0c0c';

export function SignaturePad({ id, label = 'Signature', description, error, value, onChange, disabled = false, height = 200 }: SignaturePadProps) {
  const autoId = useId();
  const padId = id ?? `signature-${autoId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<SignaturePadEngine | null>(null);
  const onChangeRef = useRef(onChange);
  // the last data URL this pad emitted or drew, so a controlled value is not drawn twice
  const shownRef = useRef<string | null>(null);
  const [inked, setInked] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let context: CanvasRenderingContext2D | null;
    try {
      context = canvas.getContext('2d');
    } catch {
      context = null;
    }
    if (!context) {
      setNotice('unsupported');
      return undefined;
    }
    const engine = new SignaturePadEngine(canvas, { penColor: PEN_COLOUR, minWidth: 0.8, maxWidth: 2.8 });
    engineRef.current = engine;
    let size = { width: -1, height: -1, ratio: -1 };

    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const next = { width: canvas.offsetWidth, height: canvas.offsetHeight, ratio };
      if (next.width === size.width && next.height === size.height && next.ratio === size.ratio) return;
      size = next;
      const strokes = engine.toData();
      canvas.width = next.width * ratio;
      canvas.height = next.height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      engine.clear();
      if (strokes.length > 0) engine.fromData(strokes);
      else if (shownRef.current) void engine.fromDataURL(shownRef.current).catch(() => undefined);
    };

    const begin = () => {
      // a saved image has no strokes to add to: drawing over it starts anew, so what is stored is what is seen
      if (engine.toData().length === 0 && shownRef.current) {
        engine.clear();
        shownRef.current = null;
      }
      setInked(true);
      setNotice(null);
    };
    const end = () => {
      const strokes = engine.toData().map((group) => group.points);
      if (!isSignatureValid(strokes)) {
        engine.clear();
        shownRef.current = null;
        setInked(false);
        setNotice('too-small');
        onChangeRef.current(null);
        return;
      }
      const dataUrl = engine.toDataURL('image/svg+xml');
      shownRef.current = dataUrl;
      setNotice('captured');
      onChangeRef.current(dataUrl);
    };

    fit();
    engine.addEventListener('beginStroke', begin);
    engine.addEventListener('endStroke', end);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : undefined;
    observer?.observe(canvas);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      engine.removeEventListener('beginStroke', begin);
      engine.removeEventListener('endStroke', end);
      engine.off();
      engineRef.current = null;
    };
  }, []);

  useEffect(() => {
    const engine = engineRef.current;
    if (!engine) return;
    if (disabled) engine.off();
    else engine.on();
  }, [disabled]);

  useEffect(() => {
    const engine = engineRef.current;
    if (!engine || value === undefined || value === shownRef.current) return;
    shownRef.current = value;
    engine.clear();
    setInked(!!value);
    if (value) void engine.fromDataURL(value).catch(() => undefined);
  }, [value]);

  const clear = () => {
    engineRef.current?.clear();
    shownRef.current = null;
    setInked(false);
    setNotice('cleared');
    onChange(null);
  };

  const labelId = `${padId}-label`;
  const descriptionId = `${padId}-description`;
  const errorId = `${padId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Box id={padId} role="group" tabIndex={-1} aria-labelledby={labelId} aria-describedby={describedBy} style={{ outlineOffset: 4 }}>
      <Text id={labelId} fw={700} mb={4}>
        {label}
      </Text>
      {description && (
        <Text id={descriptionId} size="sm" c="dark.6" mb={8}>
          {description}
        </Text>
      )}
      {error && (
        <Text id={errorId} size="sm" fw={700} c="red.9" mb={8}>
          {error}
        </Text>
      )}
      <Box style={{ position: 'relative' }}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label="Signature area: draw your signature with a mouse, pen or finger"
          data-testid="signature-canvas"
          style={{
            display: 'block',
            width: '100%',
            height,
            touchAction: 'none',
            background: '#ffffff',
            border: `2px solid ${error ? '#b21c1c' : '#6f777b'}`,
            borderRadius: 4,
            cursor: disabled ? 'not-allowed' : 'crosshair',
            opacity: disabled ? 0.6 : 1,
          }}
        />
        {!inked && notice !== 'unsupported' && <SignHereHint />}
      </Box>
      <Group justify="space-between" mt={8} wrap="wrap">
        <div role="status" aria-live="polite">
          {notice === 'too-small' && (
            <Text size="sm" c="red.9">
              That signature was too small, so it has been cleared. Please sign again using more of the box.
            </Text>
          )}
          {notice === 'unsupported' && (
            <Text size="sm" c="red.9">
              This browser cannot draw a signature. Please open the link in an up-to-date browser on a phone or computer.
            </Text>
          )}
          {notice === 'captured' && <VisuallyHidden>Signature captured.</VisuallyHidden>}
          {notice === 'cleared' && <VisuallyHidden>Signature cleared.</VisuallyHidden>}
        </div>
        <Button type="button" variant="default" onClick={clear} disabled={disabled || notice === 'unsupported'}>
          Clear signature
        </Button>
      </Group>
    </Box>
  );
}
