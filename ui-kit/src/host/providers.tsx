import { useEffect, useMemo, type ComponentProps, type ReactNode } from 'react';
import { HeadStylesMantineProvider } from 'ui-kit';
import { COMPANIES, type CompanyId } from 'shared-contracts';
import { BrowserRouter } from 'ui-kit/router';
import { createCompanyTheme } from 'ui-kit';
import { setSiteName } from 'ui-kit';
import { applyCompanyBranding } from './branding';

type CSSVariablesResolver = NonNullable<ComponentProps<typeof HeadStylesMantineProvider>['cssVariablesResolver']>;

/** The company's page background and text colours (checked for AA contrast in the registry's tests). */
const companyColours = (background: string, text: string): CSSVariablesResolver => () => ({
  variables: {},
  light: { '--mantine-color-body': background, '--mantine-color-text': text },
  dark: {},
});

/** Theme of the company and the router: what the shell and a standalone remote both render first. */
export function AppProviders({ company, children }: { company: CompanyId; children: ReactNode }) {
  const entry = COMPANIES[company];
  const theme = useMemo(() => createCompanyTheme(entry.theme), [entry]);
  const colours = useMemo(() => companyColours(entry.theme.background, entry.theme.text), [entry]);
  useEffect(() => applyCompanyBranding(entry), [entry]);
  setSiteName(entry.name);
  return (
    <HeadStylesMantineProvider theme={theme} cssVariablesResolver={colours} defaultColorScheme="light" styleSheets={company}>
      {/* a navigation renders at once, not as a transition (issue 15, decision 056): a wizard step move costs less
          main-thread time so, by a measure whose cause is not established; a screen still loading shows its
          skeleton, as on a first visit, rather than the page before it */}
      <BrowserRouter useTransitions={false}>{children}</BrowserRouter>
    </HeadStylesMantineProvider>
  );
}
