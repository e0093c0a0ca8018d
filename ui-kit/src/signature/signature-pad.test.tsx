import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from 'ui-kit';
import { SignaturePad } from './signature-pad';

// jsdom has no 2D canvas: a context whose every method does nothing lets signature_pad record strokes.
function stubCanvas() {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  return jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
}

// signature_pad listens to pointer events where the browser has them, otherwise to mouse events
const down = typeof window.PointerEvent === 'function' ? 'pointerDown' : 'mouseDown';
const move = typeof window.PointerEvent === 'function' ? 'pointerMove' : 'mouseMove';
const up = typeof window.PointerEvent === 'function' ? 'pointerUp' : 'mouseUp';

/** One stroke through the given points (client coordinates; jsdom's canvas sits at 0,0). */
function stroke(canvas: HTMLElement, points: [number, number][]) {
  const [first, ...rest] = points as [[number, number], ...[number, number][]];
  act(() => {
    fireEvent[down](canvas, { clientX: first[0], clientY: first[1], buttons: 1, button: 0, pointerId: 1 });
    for (const [x, y] of rest) fireEvent[move](canvas.ownerDocument, { clientX: x, clientY: y, buttons: 1, pointerId: 1 });
    const last = rest[rest.length - 1] ?? first;
    fireEvent[up](canvas.ownerDocument, { clientX: last[0], clientY: last[1], buttons: 0, button: 0, pointerId: 1 });
  });
}

const renderPad = (props: Partial<Parameters<typeof SignaturePad>[0]> = {}) => {
  const onChange = jest.fn();
  render(
    <MantineProvider>
      <SignaturePad id="signature" onChange={onChange} {...props} />
    </MantineProvider>,
  );
  return { onChange, canvas: screen.getByTestId('signature-canvas') };
};

/** Renders the pad and draws one stroke through the given points on it. */
const drawOnPad = (points: [number, number][], props: Partial<Parameters<typeof SignaturePad>[0]> = {}) => {
  const pad = renderPad(props);
  stroke(pad.canvas, points);
  return pad;
};

describe('SignaturePad (spec §2, §4, §5)', () => {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = stubCanvas();
  });
  afterEach(() => spy.mockRestore());

  it('shows the 180 by 80 "sign here" hint until drawing starts (spec §2)', () => {
    const { canvas } = renderPad();
    const hint = screen.getByTestId('sign-here-hint');
    expect(hint).toHaveAttribute('width', '180');
    expect(hint).toHaveAttribute('height', '80');
    stroke(canvas, [
      [10, 10],
      [60, 40],
      [120, 90],
    ]);
    expect(screen.queryByTestId('sign-here-hint')).not.toBeInTheDocument();
  });

  it('stores a signature wider plus taller than 50 px as an SVG data URL on release (spec §4, §5)', () => {
    const { onChange } = drawOnPad([[10, 10], [50, 30], [90, 45]]);
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    const svg = atob((onChange.mock.lastCall?.[0] as string).split(',')[1] as string);
    expect(svg).toContain('<svg');
    expect(svg).toMatch(/<path|<circle|<line/);
  });

  it('clears a signature of 50 px or less (width plus height) and says so (spec §5: minimum extent 50 px)', () => {
    const { onChange } = drawOnPad([[10, 10], [30, 20], [40, 30]]);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent('too small');
    expect(screen.getByTestId('sign-here-hint')).toBeInTheDocument();
  });

  it('the clear action resets the pad and the hint comes back (spec §2)', async () => {
    const { onChange } = drawOnPad([[0, 0], [100, 100]]);
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/svg\+xml/));
    await userEvent.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('sign-here-hint')).toBeInTheDocument();
  });

  it('does not draw while disabled (spec §4: drawing can be disabled)', () => {
    const { onChange } = drawOnPad([[0, 0], [100, 100]], { disabled: true });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  });

  it('labels the pad and ties the error to it', () => {
    renderPad({ label: 'Your signature', error: 'Please sign the form' });
    const group = screen.getByRole('group', { name: 'Your signature' });
    expect(group).toHaveAccessibleDescription('Please sign the form');
  });
});

describe('SignaturePad without a 2D canvas', () => {
  it('explains that the browser cannot draw instead of failing', () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    renderPad();
    expect(screen.getByRole('status')).toHaveTextContent('cannot draw a signature');
  });
});
