import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SimpleGrid } from './simple-grid';

describe('SimpleGrid', () => {
  it("is Mantine's grid with the columns of each breakpoint as custom properties, and no style element of its own", () => {
    const { container } = render(
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" data-testid="grid" aria-label="Names">
        <span>a</span>
      </SimpleGrid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveClass('m_2415a157', 'mantine-SimpleGrid-root', 'ui-grid');
    expect(grid.style.getPropertyValue('--sg-cols-base')).toBe('1');
    expect(grid.style.getPropertyValue('--sg-cols-sm')).toBe('3');
    expect(grid.style.getPropertyValue('--sg-cols-md')).toBe('');
    expect(grid.style.getPropertyValue('--sg-spacing-x')).toBe('var(--mantine-spacing-lg)');
    expect(grid.style.getPropertyValue('--sg-spacing-y')).toBe('var(--mantine-spacing-lg)');
    expect(grid).toHaveAttribute('aria-label', 'Names');
    expect(container.querySelector('style')).toBeNull();
  });

  it('takes one number of columns, and a vertical spacing of its own', () => {
    render(<SimpleGrid cols={2} spacing={8} verticalSpacing="xs" data-testid="grid" />);
    const grid = screen.getByTestId('grid');
    expect(grid.style.getPropertyValue('--sg-cols-base')).toBe('2');
    expect(grid.style.getPropertyValue('--sg-spacing-x')).toBe('0.5rem');
    expect(grid.style.getPropertyValue('--sg-spacing-y')).toBe('var(--mantine-spacing-xs)');
  });

  it("components.css sets the columns at Mantine's breakpoints, each falling back to the narrower ones", () => {
    const css = readFileSync(path.join(__dirname, 'components.css'), 'utf8');
    const widths = [...css.matchAll(/@media \(min-width: ([\d.]+em)\) \{\s*\.ui-grid \{\s*--sg-cols: var\(--sg-cols-(\w+),/g)].map((m) => [m[1], m[2]]);
    expect(widths).toEqual([
      ['36em', 'xs'],
      ['48em', 'sm'],
      ['62em', 'md'],
      ['75em', 'lg'],
      ['88em', 'xl'],
    ]);
  });
});
