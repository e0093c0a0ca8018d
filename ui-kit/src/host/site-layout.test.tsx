import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter } from 'ui-kit/router';
import { SiteLayout } from './site-layout';

// Issue 18: the job-ready variants take new applicants only: the header never offers a renewal.
describe('the main navigation', () => {
  const nav = (company: 'msic' | 'asset-msic' | 'asset-asic') => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <SiteLayout company={company}>
            <p>page</p>
          </SiteLayout>
        </MemoryRouter>
      </MantineProvider>,
    );
    return within(screen.getByRole('navigation', { name: 'Main' }));
  };

  it('offers Renew where the company takes renewals', () => {
    expect(nav('msic').getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/renew');
  });

  it.each(['asset-msic', 'asset-asic'] as const)('%s (job ready) never offers Renew', (company) => {
    const links = nav(company);
    expect(links.queryByRole('link', { name: 'Renew' })).toBeNull();
    expect(links.getByRole('link', { name: 'Apply' })).toBeInTheDocument();
  });
});
