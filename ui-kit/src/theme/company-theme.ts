import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/** The part of a company's registry entry (shared-contracts) the theme is built from. */
export interface ThemeSource {
  primary: readonly string[];
  /** index of the primary shade used for filled buttons and links; chosen for AA contrast on white */
  primaryShade?: number;
  fontFamily: string;
  headingFontFamily?: string;
  text: string;
  background: string;
}

/** A Mantine theme from the company registry's data: every company is one entry, not a conditional. */
export function createCompanyTheme(source: ThemeSource): MantineThemeOverride {
  const shade = (source.primaryShade ?? 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: shade, dark: shade },
    colors: { brand: source.primary as unknown as MantineColorsTuple },
    fontFamily: source.fontFamily,
    headings: { fontFamily: source.headingFontFamily ?? source.fontFamily },
    defaultRadius: 'sm',
    black: source.text,
    white: '#ffffff',
    focusRing: 'always',
    other: { background: source.background },
  });
}
