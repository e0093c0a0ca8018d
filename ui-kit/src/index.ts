// A federation singleton, not tree-shaken: every export here reaches every first visit (docs/decisions/090).
import './styles.css';

export { MantineProvider, Anchor, Container, Stack, Group, Title, Text, Paper, Box, VisuallyHidden, Skeleton } from '@mantine/core';
export { SimpleGrid, type SimpleGridProps } from './components/simple-grid';
export type { MantineThemeOverride } from '@mantine/core';

export { createCompanyTheme, type ThemeSource } from './theme/company-theme';
export { HeadStylesMantineProvider } from './theme/head-styles-provider';
export { useFocusClass } from './theme/focus-class';
export { PageHeading, PAGE_HEADING_ID } from './components/page-heading';
export { Section } from './components/section';
export { PrerenderedFallback, PrerenderedScreenDone } from './components/prerendered-fallback';
export { usePageMeta, setPageMeta, setSiteName } from './components/page-meta';
export { useLoad } from './components/use-load';
