export const SIGN_HERE_HINT_SIZE = { width: 180, height: 80 } as const;

/** Decorative: the pad's own label says the same to assistive technology. */
export function SignHereHint() {
  const { width, height } = SIGN_HERE_HINT_SIZE;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      data-testid="sign-here-hint"
      style={{ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -50%)', pointerEvents: 'none' }}
    >
      <text x="90" y="34" textAnchor="middle" fontSize="22" fontFamily="inherit" fill="#505a5f">
        Sign here
      </text>
      <path d="M14 58 l10 10 M24 58 l-10 10" stroke="#505a5f" strokeWidth="2.5" strokeLinecap="round" />
      <line x1="32" y1="68" x2="170" y2="68" stroke="#505a5f" strokeWidth="2" />
    </svg>
  );
}
