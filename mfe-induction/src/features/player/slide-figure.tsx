import type { InductionFigure } from 'shared-contracts/induction';
import { transport } from 'shared-contracts';

export function SlideFigure({ figure }: { figure: InductionFigure }) {
  return (
    <figure className="induction-figure">
      <img src={`${transport().baseUrl}${figure.src}`} alt={figure.alt} width={480} height={300} loading="lazy" decoding="async" />
    </figure>
  );
}
