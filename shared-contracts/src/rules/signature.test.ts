import { isSignatureDataUrl, isSignatureValid, signatureExtent } from './signature';

describe('§5 "A signature is valid only if the bounding box of its strokes has width plus height greater than 50 pixels"', () => {
  it.each([
    [[[{ x: 0, y: 0 }, { x: 30, y: 21 }]], 51, true],
    [[[{ x: 0, y: 0 }, { x: 30, y: 20 }]], 50, false],
    [[[{ x: 10, y: 10 }], [{ x: 60, y: 12 }]], 52, true],
    [[[{ x: 5, y: 5 }]], 0, false],
    [[], 0, false],
  ])('%j → extent %d, valid %s', (strokes, extent, valid) => {
    expect(signatureExtent(strokes)).toBe(extent);
    expect(isSignatureValid(strokes)).toBe(valid);
  });

  it('§4 "its image is stored as an SVG data URL"', () => {
    expect(isSignatureDataUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true);
    expect(isSignatureDataUrl('data:image/svg+xml,%3Csvg%2F%3E')).toBe(true);
    expect(isSignatureDataUrl('data:image/png;base64,iVBOR')).toBe(false);
    expect(isSignatureDataUrl('')).toBe(false);
  });
});
