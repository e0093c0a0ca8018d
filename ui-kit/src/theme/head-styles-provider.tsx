import { useMemo, type ComponentProps } from 'react';
import {
  DEFAULT_THEME,
  MantineProvider,
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  px,
  useMantineCssVariablesResolver,
  useMantineTheme,
  type ConvertCSSVariablesInput,
  type MantineTheme,
} from '@mantine/core';

let defaults: ConvertCSSVariablesInput | undefined;

/**
 * The theme's selector: `:root` twice, so that it outweighs the `:root` of Mantine's static sheet (its default values)
 * wherever in the head each is. React puts a hoisted style at the start of the head in the browser, before the page's
 * stylesheets; the static server writes it at the end: either way the theme wins, as Mantine's inline <style>, last
 * in the document, did.
 */
const THEME_SELECTOR = ':root:root';

/** Mantine's variables minus those its static CSS already sets (as MantineCssVariables dedupes them on `:root`). */
function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  defaults ??= defaultCssVariablesResolver(DEFAULT_THEME);
  const pick = (part: 'variables' | 'light' | 'dark') =>
    Object.fromEntries(Object.entries(input[part]).filter(([key, value]) => (defaults![part] as Record<string, string>)[key] !== value)) as ConvertCSSVariablesInput['variables'];
  return { variables: pick('variables'), light: pick('light'), dark: pick('dark') };
}

/** The responsive classes Mantine writes for `hiddenFrom` and `visibleFrom` (MantineClasses). */
function responsiveClasses(theme: MantineTheme): string {
  return keys(theme.breakpoints).reduce((css, breakpoint) => {
    const value = String(theme.breakpoints[breakpoint]);
    const inPx = value.includes('px');
    const width = px(value) as number;
    return `${css}@media (max-width: ${inPx ? `${width - 0.1}px` : em(width - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${inPx ? `${width}px` : em(width)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
  }, '');
}

/**
 * Mantine's two style sheets (the theme's CSS variables on `:root`, the responsive classes) as React's hoistable
 * styles: React puts them in the document's <head>, in the browser and in a page rendered on the server alike
 * (react-dom/static emits them apart from the markup, for the page's head), and hydration finds them there by
 * `href`. Mantine's own components render a <style> where the provider is, inside <body>, which HTML does not
 * allow (issue 40: the W3C checker's one error kind on every route).
 */
function HeadStyleSheets({ name }: { name: string }) {
  const theme = useMantineTheme();
  const resolver = useMantineCssVariablesResolver();
  const { variables, classes } = useMemo(() => {
    const fromTheme = defaultCssVariablesResolver(theme);
    const merged = resolver ? deepMerge(fromTheme, resolver(theme)) : fromTheme;
    return { variables: convertCssVariables(withoutDefaults(merged), THEME_SELECTOR), classes: responsiveClasses(theme) };
  }, [theme, resolver]);
  return (
    <>
      {variables && (
        <style href={`mantine-variables-${name}`} precedence="mantine">
          {variables}
        </style>
      )}
      <style href={`mantine-classes-${name}`} precedence="mantine">
        {classes}
      </style>
    </>
  );
}

/**
 * MantineProvider with its style sheets in the document's head (HeadStyleSheets): what the hosts and the prerender
 * of first screens render. `styleSheets` names the sheets of this theme (the company), so a page has one of each.
 */
export function HeadStylesMantineProvider({ styleSheets, children, ...props }: Omit<ComponentProps<typeof MantineProvider>, 'withCssVariables' | 'withGlobalClasses'> & { styleSheets: string }) {
  return (
    <MantineProvider {...props} withCssVariables={false} withGlobalClasses={false}>
      <HeadStyleSheets name={styleSheets} />
      {children}
    </MantineProvider>
  );
}
