import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { COMPANIES, sessionStore } from 'shared-contracts';
import { createCompanyTheme, MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes, useLocation } from 'ui-kit/router';

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a screen of the console at `path` (matched by `pattern`) the way the host does, for component tests. */
export function renderScreen(element: ReactElement, { path, pattern }: { path: string; pattern: string }) {
  sessionStore.getState().setCompany('msic');
  return render(
    <MantineProvider theme={createCompanyTheme(COMPANIES.msic.theme)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <WhereAmI />
      </MemoryRouter>
    </MantineProvider>,
  );
}
