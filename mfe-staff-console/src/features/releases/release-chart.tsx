import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatFigure, type Measure } from './release-figures';

export default function ReleaseChart({ measure, periods, releases, series, styles }: { measure: Measure; periods: number[]; releases: string[]; series: (number | null)[][]; styles: { stroke: string; dash?: number[] }[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const scale = measure === 'errorRate' ? 100 : 1;
    const data: uPlot.AlignedData = [periods.map((at) => at / 1000), ...series.map((values) => values.map((value) => (value === null ? null : value * scale)))];
    const plot = new uPlot(
      {
        width: Math.max(280, Math.min(element.clientWidth || 480, 640)),
        height: 200,
        // the page writes the legend in words: uPlot's own is a table without headers
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [{ stroke: '#333' }, { stroke: '#333', values: (_, ticks) => ticks.map((tick) => formatFigure(measure, measure === 'errorRate' ? tick / 100 : tick)) }],
        series: [{}, ...releases.map((version, i) => ({ label: version, stroke: styles[i]?.stroke ?? '#333', width: 2, ...(styles[i]?.dash ? { dash: styles[i]!.dash } : {}), points: { show: true, size: 6 } }))],
      },
      data,
      element,
    );
    return () => plot.destroy();
  }, [measure, periods, releases, series, styles]);
  return <div ref={box} data-testid={`chart-${measure}`} />;
}
