import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter } from 'ui-kit/router';
import type { CompanyId } from 'shared-contracts';
import { SiteLayout } from './site-layout';

/** The site frame of a company around a one-line page. */
function renderLayout(company: CompanyId, path = '/') {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <SiteLayout company={company}>
          <p>page</p>
        </SiteLayout>
      </MemoryRouter>
    </MantineProvider>,
  );
}

// Issue 18: the job-ready variants take new applicants only: the header never offers a renewal.
describe('the main navigation', () => {
  const nav = (company: CompanyId) => {
    renderLayout(company);
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

// Issue 18 "wording per card type": the footer speaks of the cards the company issues.
describe('the footer', () => {
  const footer = (company: CompanyId) => {
    renderLayout(company);
    return screen.getByRole('contentinfo');
  };

  it.each([
    ['msic', 'Obligations for MSIC holders', /MSIC applications, renewals, tracking and induction\./],
    ['bne', 'Obligations for ASIC holders', /ASIC applications, renewals, tracking and induction\./],
    ['asset-asic', 'Obligations for Job Ready ASIC holders', /Job Ready ASIC applications, tracking and induction\./],
  ] as const)('%s: "%s"', (company, obligations, line) => {
    const within_ = within(footer(company));
    expect(within_.getByRole('link', { name: obligations })).toHaveAttribute('href', '/obligations-for-msic-holders');
    expect(within_.getByText(line)).toBeInTheDocument();
  });

  it('an ASIC-only company never says MSIC in its frame', () => {
    expect(footer('bne').textContent).not.toMatch(/\bMSIC\b/);
  });
});

// Issue 39: the staff console had the applicants' Apply, Renew and Track menu on top.
describe('the staff console pages', () => {
  it.each(['/staff', '/staff/applications/VEP0001501', '/staff/enrol'])('%s shows the office\'s header, no applicants\' menus', (path) => {
    renderLayout('msic', path);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
    expect(screen.getByTestId('staff-console-label')).toHaveTextContent('Staff console');
  });

  it('an applicant\'s page keeps its menus', () => {
    renderLayout('msic', '/staffing-news');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
