import type { CSSProperties, ElementType } from 'react';
import { Group as MantineGroup, Stack as MantineStack, getSpacing, rem, type GroupProps, type MantineSpacing, type StackProps } from '@mantine/core';

/**
 * Stack and Group as every screen uses them (decision 056, like the light fields and button): Mantine's markup,
 * classes and variables written by one component, where Mantine's resolves its theme props, styles API and style
 * props through useProps, useStyles and Box on every render. The props the product passes are drawn here; any
 * other prop (a style prop such as `p` or `c`, `grow`, the styles API) renders Mantine's own component, so the
 * markup is Mantine's either way (layout.test.tsx renders both for each case).
 */

/** Props drawn here: the layout's own, the style props the screens use, and the element's attributes. */
const OWN = new Set(['gap', 'align', 'justify', 'wrap', 'component', 'maw', 'mt', 'mb', 'className', 'style', 'children', 'id', 'role', 'tabIndex', 'title']);
const drawnHere = (props: { style?: unknown }): boolean =>
  (props.style === undefined || (typeof props.style === 'object' && props.style !== null && !Array.isArray(props.style))) &&
  Object.keys(props).every((key) => OWN.has(key) || key.startsWith('aria-') || key.startsWith('data-') || /^on[A-Z]/.test(key));

type Spacing = MantineSpacing | number | undefined;
type Size = number | string | undefined;

/** The style props drawn here, resolved as Mantine's Box resolves them. */
function styleProps({ mt, mb, maw }: { mt?: Spacing; mb?: Spacing; maw?: Size }): CSSProperties {
  return {
    ...(mt !== undefined && { marginTop: getSpacing(mt) }),
    ...(mb !== undefined && { marginBottom: getSpacing(mb) }),
    ...(maw !== undefined && { maxWidth: typeof maw === 'number' ? rem(maw) : maw }),
  };
}

type LayoutProps<P> = P & { component?: ElementType; mt?: Spacing; mb?: Spacing; maw?: Size };

export function Stack(props: LayoutProps<StackProps>) {
  if (!drawnHere(props)) return <MantineStack {...(props as StackProps)} />;
  const { gap = 'md', align = 'stretch', justify = 'flex-start', component: Component = 'div', className, style, mt, mb, maw, ...rest } = props;
  const vars = { '--stack-gap': getSpacing(gap), '--stack-align': align, '--stack-justify': justify } as CSSProperties;
  return <Component {...rest} className={className ? `m_6d731127 mantine-Stack-root ${className}` : 'm_6d731127 mantine-Stack-root'} style={{ ...vars, ...(style as CSSProperties), ...styleProps({ mt, mb, maw }) }} />;
}

export function Group(props: LayoutProps<GroupProps>) {
  if (!drawnHere(props)) return <MantineGroup {...(props as GroupProps)} />;
  const { gap = 'md', align = 'center', justify = 'flex-start', wrap = 'wrap', component: Component = 'div', className, style, mt, mb, maw, ...rest } = props;
  const vars = { '--group-gap': getSpacing(gap), '--group-align': align, '--group-justify': justify, '--group-wrap': wrap } as CSSProperties;
  return <Component {...rest} className={className ? `m_4081bf90 mantine-Group-root ${className}` : 'm_4081bf90 mantine-Group-root'} style={{ ...vars, ...(style as CSSProperties), ...styleProps({ mt, mb, maw }) }} />;
}
