// The narrow UI layer: the Mantine components the product uses, the company theme, and the product's own
// accessible building blocks. Shared as ONE federation singleton, so it is not tree-shaken: every export here
// reaches the first visit. Add a component only when a screen uses it (docs/decisions/002).
import './styles.css';

export {
  MantineProvider,
  Button,
  UnstyledButton,
  CloseButton,
  TextInput,
  Textarea,
  NativeSelect,
  Checkbox,
  Radio,
  Fieldset,
  Alert,
  Anchor,
  Container,
  Stack,
  Group,
  SimpleGrid,
  Title,
  Text,
  Paper,
  Divider,
  Loader,
  Badge,
  List,
  Box,
  VisuallyHidden,
  Progress,
  Accordion,
  Table,
  Skeleton,
  Modal,
} from '@mantine/core';
export type { MantineThemeOverride } from '@mantine/core';

export { createCompanyTheme, type ThemeSource } from './theme/company-theme';
export { ErrorSummary, type ErrorSummaryItem } from './components/error-summary';
export { PageHeading, PAGE_HEADING_ID } from './components/page-heading';
export { usePageMeta, setPageMeta, setSiteName } from './components/page-meta';
