import { formatFigure, releaseFigures } from './release-figures';

const minute = (at: string, version: string, visits: number, failed: number, lcpP75: number | null) => ({ minute: at, version, visits, loadFailures: failed, errors: 0, lcpP75, inpP75: null, clsP75: null });

describe("the Releases page's figures from the overview's minutes", () => {
  it('keeps each stored minute as it is while the reports span less than 48 minutes', () => {
    const figures = releaseFigures([minute('2026-11-29T10:00:00.000Z', '1.0.0', 3, 1, 800), minute('2026-11-29T10:40:00.000Z', '1.0.0', 5, 0, null)]);
    expect(figures.periodMinutes).toBe(1);
    expect(figures.values.visits).toEqual([[3, 5]]);
    expect(figures.values.errorRate[0]?.map((v) => formatFigure('errorRate', v))).toEqual(['33.3%', '0.0%']);
    expect(figures.values.lcpP75).toEqual([[800, null]]);
  });

  it('groups a day of reports into at most 48 periods: visits and failures summed, the highest p75 of the period kept', () => {
    const health = [
      minute('2026-11-29T00:00:00.000Z', '1.0.0', 10, 1, 900),
      minute('2026-11-29T00:20:00.000Z', '1.0.0', 30, 1, 1400),
      minute('2026-11-29T00:20:00.000Z', '1.0.1-0123456789', 4, 4, null),
      minute('2026-11-29T23:59:00.000Z', '1.0.0', 2, 0, 700),
    ];
    const figures = releaseFigures(health);
    expect(figures.periodMinutes).toBe(30);
    expect(figures.periods).toHaveLength(2);
    expect(figures.releases).toEqual(['1.0.0', '1.0.1-0123456789']);
    expect(figures.values.visits).toEqual([[40, 2], [4, null]]);
    expect(figures.values.errorRate).toEqual([[2 / 40, 0], [1, null]]);
    expect(figures.values.lcpP75).toEqual([[1400, 700], [null, null]]);
    expect(figures.totals.visits).toEqual([42, 4]);
  });
});
