import type { InductionFigure } from 'shared-contracts/induction';
import { transport } from 'shared-contracts';

/**
 * A slide's drawing (an SVG the API serves) with its text alternative as the image's alt text. The width and
 * height give the figures' usual proportions, so the page does not move when the drawing arrives.
 */
export function SlideFigure({ figure }: { figure: InductionFigure }) {
  return (
    <figure className="induction-figure">
      <img src={`${transport().baseUrl}${figure.src}`} alt={figure.alt} width={480} height={300} loading="lazy" decoding="async" />
    </figure>
  );
}
