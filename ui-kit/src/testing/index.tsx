// Component-test helpers of the front ends (imported by *.test.tsx files only; not a shared layer, never in a bundle).
import { render } from '@testing-library/react';
import { Component, type ReactElement, type ReactNode } from 'react';
import { COMPANIES, configureApi, sessionStore, type CompanyId } from 'shared-contracts';
import { createCompanyTheme, MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes, useLocation } from 'ui-kit/router';

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a remote's screen at `path` (matched by `pattern`) the way the host does: the company's theme, a router,
 * any other address shown as "Another page", and the current address in the `location` test id.
 */
export function renderScreen(element: ReactElement, { path, pattern, company = 'msic' }: { path: string; pattern: string; company?: CompanyId }) {
  sessionStore.getState().setCompany(company);
  return render(
    <MantineProvider theme={createCompanyTheme(COMPANIES[company].theme)}>
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

/** Configures the API client for component tests: base http://api.test, answers from `fetch` (none by default). */
export function configureTestApi(fetch: typeof globalThis.fetch = (() => Promise.reject(new Error('no network in this test'))) as typeof globalThis.fetch) {
  configureApi({
    baseUrl: 'http://api.test',
    tokenAllowlist: [],
    websiteType: 'msic',
    getCompany: () => sessionStore.getState().company,
    getFormKey: () => undefined,
    getToken: () => undefined,
    fetch,
    pageOrigin: 'http://localhost',
  });
}

/** An answer of the API as the client reads it: a status and a JSON text. */
export const jsonReply = (status: number, body: unknown) => ({ ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(body)) }) as Response;

/**
 * Stands where the host's boundary stands: a screen that throws (a failed load of its code, an answer the host must
 * handle) shows the error's name in the `boundary` test id.
 */
export class ThrownTo extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p data-testid="boundary">{this.state.error.name}</p> : this.props.children;
  }
}
