import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;

export interface SimpleGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style'> {
  /** `{ base: 1, sm: 3 }`: from each breakpoint */
  cols?: number | Partial<Record<Breakpoint, number>>;
  spacing?: Spacing;
  verticalSpacing?: Spacing;
  style?: CSSProperties;
  children?: ReactNode;
}

const space = (value: Spacing) => (typeof value === 'number' ? `${value / 16}rem` : `var(--mantine-spacing-${value})`);

// Mantine's own inserts a <style> per grid, which made the browser rebuild its style rules on a step move (decision 066)
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
