import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from 'ui-kit';
import { COMPANIES, type CompanyId } from 'shared-contracts';
import { BrowserRouter } from 'ui-kit/router';
import { createCompanyTheme } from 'ui-kit';
import { setSiteName } from 'ui-kit';

/** Theme of the company and the router: what the shell and a standalone remote both render first. */
export function AppProviders({ company, children }: { company: CompanyId; children: ReactNode }) {
  const entry = COMPANIES[company];
  const theme = useMemo(() => createCompanyTheme(entry.theme), [entry]);
  setSiteName(entry.name);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <BrowserRouter>{children}</BrowserRouter>
    </MantineProvider>
  );
}
