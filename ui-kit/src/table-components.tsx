// Mantine's Table, written again without the ScrollArea its module always imports (docs/decisions/060); the test
// requires Mantine's markup, so an upgrade that changes it fails there.
import { createContext, use, useMemo } from 'react';
import {
  Box,
  TableTd as MantineTableTd,
  createVarsResolver,
  factory,
  getSpacing,
  getThemeColor,
  rem,
  useProps,
  useStyles,
  type MantineComponent,
  type Table as MantineTable,
  type TableFactory,
} from '@mantine/core';

/** Mantine does not export the element types by name. */
type PayloadOf<C> = C extends MantineComponent<infer P> ? P : never;
type TableScrollContainerFactory = PayloadOf<typeof MantineTable.ScrollContainer>;

const classes = MantineTableTd.classes;

interface TableContext {
  getStyles: ReturnType<typeof useStyles<TableFactory>>;
  stickyHeader: boolean | undefined;
  striped: 'odd' | 'even' | undefined;
  highlightOnHover: boolean | undefined;
  withColumnBorders: boolean | undefined;
  withRowBorders: boolean | undefined;
  captionSide: 'top' | 'bottom';
}

const Context = createContext<TableContext | null>(null);

function useTableContext(): TableContext {
  const ctx = use(Context);
  if (ctx === null) throw new Error('Table component was not found in the tree');
  return ctx;
}

const defaultProps = { withRowBorders: true, verticalSpacing: 7 } as const;

const varsResolver = createVarsResolver<TableFactory>(
  (theme, { layout, captionSide, horizontalSpacing, verticalSpacing, borderColor, stripedColor, highlightOnHoverColor, striped, highlightOnHover, stickyHeaderOffset, stickyHeader }) => ({
    table: {
      '--table-layout': layout,
      '--table-caption-side': captionSide,
      '--table-horizontal-spacing': getSpacing(horizontalSpacing),
      '--table-vertical-spacing': getSpacing(verticalSpacing),
      '--table-border-color': borderColor ? getThemeColor(borderColor, theme) : undefined,
      '--table-striped-color': striped && stripedColor ? getThemeColor(stripedColor, theme) : undefined,
      '--table-highlight-on-hover-color': highlightOnHover && highlightOnHoverColor ? getThemeColor(highlightOnHoverColor, theme) : undefined,
      '--table-sticky-header-offset': stickyHeader ? rem(stickyHeaderOffset) : undefined,
    },
  }),
);

const TableRoot = factory<TableFactory>((_props) => {
  const props = useProps('Table', defaultProps, _props);
  const {
    classNames,
    className,
    style,
    styles,
    unstyled,
    vars,
    horizontalSpacing: _horizontalSpacing,
    verticalSpacing: _verticalSpacing,
    captionSide,
    stripedColor: _stripedColor,
    highlightOnHoverColor: _highlightOnHoverColor,
    striped,
    highlightOnHover,
    withColumnBorders,
    withRowBorders,
    withTableBorder,
    borderColor: _borderColor,
    layout: _layout,
    data,
    children,
    stickyHeader,
    stickyHeaderOffset: _stickyHeaderOffset,
    mod,
    tabularNums,
    attributes,
    ...others
  } = props;
  if (data) throw new Error('ui-kit/table: the data prop of Mantine’s Table is not supported; write the rows');
  const getStyles = useStyles<TableFactory>({
    name: 'Table',
    props,
    className,
    style,
    classes,
    classNames,
    styles,
    unstyled,
    attributes,
    rootSelector: 'table',
    vars,
    varsResolver,
    stable: true,
  });
  const stripedValue = striped === true ? 'odd' : striped || undefined;
  const resolvedCaptionSide = captionSide || 'bottom';
  const value = useMemo<TableContext>(
    () => ({ getStyles, stickyHeader, striped: stripedValue, highlightOnHover, withColumnBorders, withRowBorders, captionSide: resolvedCaptionSide }),
    [getStyles, stickyHeader, stripedValue, highlightOnHover, withColumnBorders, withRowBorders, resolvedCaptionSide],
  );
  return (
    <Context value={value}>
      <Box component="table" mod={[{ withTableBorder, tabularNums }, mod]} {...getStyles('table')} {...others}>
        {children}
      </Box>
    </Context>
  );
});
TableRoot.classes = classes;
TableRoot.varsResolver = varsResolver;
TableRoot.displayName = '@mantine/core/Table';

interface ElementOptions {
  columnBorder?: boolean;
  rowBorder?: boolean;
  striped?: boolean;
  highlightOnHover?: boolean;
  captionSide?: boolean;
  stickyHeader?: boolean;
}

function dataAttributes(ctx: TableContext, options: ElementOptions | undefined): Record<string, unknown> | undefined {
  if (!options) return undefined;
  const data: Record<string, unknown> = {};
  if (options.columnBorder && ctx.withColumnBorders) data['data-with-column-border'] = true;
  if (options.rowBorder && ctx.withRowBorders) data['data-with-row-border'] = true;
  if (options.striped && ctx.striped) data['data-striped'] = ctx.striped;
  if (options.highlightOnHover && ctx.highlightOnHover) data['data-hover'] = true;
  if (options.captionSide && ctx.captionSide) data['data-side'] = ctx.captionSide;
  if (options.stickyHeader && ctx.stickyHeader) data['data-sticky'] = true;
  return data;
}

function tableElement<C>(element: 'th' | 'td' | 'tr' | 'thead' | 'tbody' | 'tfoot' | 'caption', options?: ElementOptions): C {
  const name = `Table${element.charAt(0).toUpperCase()}${element.slice(1)}`;
  const Component = factory<PayloadOf<typeof MantineTable.Td>>((_props) => {
    const props = useProps(name, {}, _props as Record<string, unknown>);
    const { classNames, className, style, styles, ...others } = props as Record<string, never>;
    const ctx = useTableContext();
    return <Box component={element} {...dataAttributes(ctx, options)} {...ctx.getStyles(element, { className, classNames, style, styles, props })} {...others} />;
  });
  Component.displayName = `@mantine/core/${name}`;
  Component.classes = classes;
  return Component as C;
}

const scrollVarsResolver = createVarsResolver<TableScrollContainerFactory>((_, { minWidth, maxHeight }) => ({
  scrollContainer: { '--table-min-width': rem(minWidth), '--table-max-height': rem(maxHeight), '--table-overflow': 'auto' },
}));

/** Mantine's `type="native"` one, whatever `type` says. */
const TableScrollContainer = factory<TableScrollContainerFactory>((_props) => {
  const props = useProps('TableScrollContainer', {}, _props);
  const { classNames, className, style, styles, unstyled, vars, children, minWidth: _minWidth, maxHeight: _maxHeight, type: _type, scrollAreaProps: _scrollAreaProps, attributes, ...others } = props;
  const getStyles = useStyles<TableScrollContainerFactory>({
    name: 'TableScrollContainer',
    classes,
    props,
    className,
    style,
    classNames,
    styles,
    unstyled,
    attributes,
    vars,
    varsResolver: scrollVarsResolver,
    rootSelector: 'scrollContainer',
  });
  return (
    <Box component="div" {...getStyles('scrollContainer')} {...others}>
      <div {...getStyles('scrollContainerInner')}>{children}</div>
    </Box>
  );
});
TableScrollContainer.classes = classes;
TableScrollContainer.displayName = '@mantine/core/TableScrollContainer';

export const Table = Object.assign(TableRoot, {
  Th: tableElement<typeof MantineTable.Th>('th', { columnBorder: true }),
  Td: tableElement<typeof MantineTable.Td>('td', { columnBorder: true }),
  Tr: tableElement<typeof MantineTable.Tr>('tr', { rowBorder: true, striped: true, highlightOnHover: true }),
  Thead: tableElement<typeof MantineTable.Thead>('thead', { stickyHeader: true }),
  Tbody: tableElement<typeof MantineTable.Tbody>('tbody'),
  Tfoot: tableElement<typeof MantineTable.Tfoot>('tfoot'),
  Caption: tableElement<typeof MantineTable.Caption>('caption', { captionSide: true }),
  ScrollContainer: TableScrollContainer as typeof MantineTable.ScrollContainer,
});
