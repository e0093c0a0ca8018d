import { Box, Text } from 'ui-kit';

export interface TypedSignatureProps {
  name: string;
  height?: number;
}

// the letter sets the same name in an italic face (api letter-pdf drawTypedSignature)
const SIGNATURE_FONTS = "'Segoe Script', 'Brush Script MT', 'URW Chancery L', 'Apple Chancery', cursive, 'Times New Roman', serif";

/** The typed alternative to drawing (WCAG 2.1.1; decision 029). */
export function TypedSignature({ name, height = 110 }: TypedSignatureProps) {
  const shown = name.trim().replace(/\s+/g, ' ');
  return (
    <Box
      data-testid="typed-signature"
      style={{ background: '#ffffff', border: '2px solid #6f777b', borderRadius: 4, height, display: 'flex', alignItems: 'flex-end', padding: '0 16px 12px' }}
    >
      {shown ? (
        <svg role="img" aria-label={`Your typed signature: ${shown}`} width="100%" height={height - 16} viewBox={`0 0 600 ${height - 16}`} preserveAspectRatio="xMinYMax meet">
          <text x="4" y={height - 32} fontFamily={SIGNATURE_FONTS} fontStyle="italic" fontSize="44" fill="#0b0c0c" textLength={shown.length > 24 ? 590 : undefined} lengthAdjust="spacingAndGlyphs">
            {shown}
          </text>
          <line x1="0" y1={height - 20} x2="600" y2={height - 20} stroke="#8a8a8a" strokeWidth="1" />
        </svg>
      ) : (
        <Text c="dark.6" size="sm" mb={8}>
          Your signature appears here as you type your name.
        </Text>
      )}
    </Box>
  );
}
