// `ui-kit`, the core of the UI layer (a federation singleton, so not tree-shaken: every export here reaches the first
// visit of every screen): the provider and the company theme, the Mantine layout and typography the screens use, the
// page heading and meta, the prerendered fallback. Forms are `ui-kit/form` and the idle hook `ui-kit/idle` (bundled);
// the feedback widgets (`ui-kit/widgets`: in the core they cost every first visit 3.7 KB, docs/decisions/090), the
// modal, the table and the accordion are shared layers of their own. See README.md.
import './styles.css';

export { MantineProvider, Anchor, Container, Stack, Group, Title, Text, Paper, Box, VisuallyHidden, Skeleton } from '@mantine/core';
export { SimpleGrid, type SimpleGridProps } from './components/simple-grid';
export type { MantineThemeOverride } from '@mantine/core';

export { createCompanyTheme, type ThemeSource } from './theme/company-theme';
export { HeadStylesMantineProvider } from './theme/head-styles-provider';
export { useFocusClass } from './theme/focus-class';
export { PageHeading, PAGE_HEADING_ID } from './components/page-heading';
export { PrerenderedFallback, PrerenderedScreenDone } from './components/prerendered-fallback';
export { usePageMeta, setPageMeta, setSiteName } from './components/page-meta';
