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

/** Twice, to outweigh Mantine's static `:root` wherever in the head each is. */
const THEME_SELECTOR = ':root:root';

function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  defaults ??= defaultCssVariablesResolver(DEFAULT_THEME);
  const pick = (part: 'variables' | 'light' | 'dark') =>
    Object.fromEntries(Object.entries(input[part]).filter(([key, value]) => (defaults![part] as Record<string, string>)[key] !== value)) as ConvertCSSVariablesInput['variables'];
  return { variables: pick('variables'), light: pick('light'), dark: pick('dark') };
}

/** As MantineClasses writes them for `hiddenFrom` and `visibleFrom`. */
function responsiveClasses(theme: MantineTheme): string {
  return keys(theme.breakpoints).reduce((css, breakpoint) => {
    const value = String(theme.breakpoints[breakpoint]);
    const inPx = value.includes('px');
    const width = px(value) as number;
    return `${css}@media (max-width: ${inPx ? `${width - 0.1}px` : em(width - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${inPx ? `${width}px` : em(width)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
  }, '');
}

// hoisted into <head>: Mantine's own <style> inside <body> is invalid HTML (issue 40)
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

/** `styleSheets` names the company's sheets, so a page has one of each. */
export function HeadStylesMantineProvider({ styleSheets, children, ...props }: Omit<ComponentProps<typeof MantineProvider>, 'withCssVariables' | 'withGlobalClasses'> & { styleSheets: string }) {
  return (
    <MantineProvider {...props} withCssVariables={false} withGlobalClasses={false}>
      <HeadStyleSheets name={styleSheets} />
      {children}
    </MantineProvider>
  );
}
