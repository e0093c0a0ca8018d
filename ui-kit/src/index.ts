// The core of the narrow UI layer: what every page needs (provider, layout, typography, buttons, alerts),
// the company theme and the product's accessible building blocks. Shared as a federation singleton, so it is
// not tree-shaken: every export here reaches the first visit. Form inputs are in `ui-kit/forms`, heavier widgets
// in `ui-kit/widgets` and the modal in `ui-kit/modal`, loaded with the screens that use them (docs/decisions/002, 054).
import './styles.css';

export { MantineProvider, Button, Anchor, Container, Stack, Group, Title, Text, Paper, Box, VisuallyHidden, Skeleton } from '@mantine/core';
export { SimpleGrid, type SimpleGridProps } from './components/simple-grid';
export type { MantineThemeOverride } from '@mantine/core';

export { createCompanyTheme, type ThemeSource } from './theme/company-theme';
export { HeadStylesMantineProvider } from './theme/head-styles-provider';
export { useFocusClass } from './theme/focus-class';
export { loadOnce, type LoadOnce } from './load-once';
export { PageHeading, PAGE_HEADING_ID } from './components/page-heading';
export { PrerenderedFallback, PrerenderedScreenDone } from './components/prerendered-fallback';
export { usePageMeta, setPageMeta, setSiteName } from './components/page-meta';
