import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/** Mantine's breakpoints, smallest first (the theme keeps Mantine's: xs 36em, sm 48em, md 62em, lg 75em, xl 88em). */
const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;

export interface SimpleGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style'> {
  /** columns, one number or one per breakpoint from which it applies (`{ base: 1, sm: 3 }`) */
  cols?: number | Partial<Record<Breakpoint, number>>;
  /** the gap between columns, and between rows unless `verticalSpacing` says otherwise (default `md`) */
  spacing?: Spacing;
  verticalSpacing?: Spacing;
  style?: CSSProperties;
  children?: ReactNode;
}

const space = (value: Spacing) => (typeof value === 'number' ? `${value / 16}rem` : `var(--mantine-spacing-${value})`);

/**
 * Mantine's SimpleGrid, as the product uses it: a grid of equal columns whose number changes at Mantine's
 * breakpoints. The same markup class (`m_2415a157`, Mantine's grid rule), with the columns of each breakpoint as
 * custom properties that `components.css` turns into `--sg-cols` under its media queries.
 *
 * Mantine's own puts a `<style>` element in the page for each grid (its media queries, under a generated class): a
 * wizard step has three to seven of them, and each inserted or removed stylesheet makes the browser rebuild the
 * page's style rules on a step move (issue 15, decision 066). Here the rules are in the stylesheet once.
 */
export function SimpleGrid({ cols = 1, spacing = 'md', verticalSpacing, className, style, children, ...rest }: SimpleGridProps) {
  const perBreakpoint: Partial<Record<Breakpoint, number>> = typeof cols === 'number' ? { base: cols } : cols;
  const vars: Record<string, string | number> = { '--sg-spacing-x': space(spacing), '--sg-spacing-y': space(verticalSpacing ?? spacing) };
  for (const breakpoint of BREAKPOINTS) {
    const value = perBreakpoint[breakpoint];
    if (value !== undefined) vars[`--sg-cols-${breakpoint}`] = value;
  }
  return (
    <div {...rest} className={`m_2415a157 mantine-SimpleGrid-root ui-grid${className ? ` ${className}` : ''}`} style={{ ...vars, ...style } as CSSProperties}>
      {children}
    </div>
  );
}
