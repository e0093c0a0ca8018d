import { memo, type ReactNode } from 'react';
import { Anchor, Container, Group, Text, Box } from 'ui-kit';
import { COMPANIES, cardWords, href, isStaffPath, type CompanyId } from 'shared-contracts';
import { Link, useLocation } from 'ui-kit/router';

const NAV = [
  { to: href('apply'), label: 'Apply' },
  { to: href('renew'), label: 'Renew' },
  { to: href('track'), label: `Track` },
  { to: href('faq'), label: 'FAQ' },
  { to: href('contactUs'), label: 'Contact us' },
] as const;

const FOOTER = [
  { to: href('privacy'), label: 'Privacy' },
  { to: href('terms'), label: 'Terms and conditions' },
  // no MSIC on an ASIC-only site (issue 18)
  { to: href('obligations'), label: 'Obligations for {cards} holders' },
  { to: href('forms'), label: 'Forms' },
  { to: href('media'), label: 'Media' },
  { to: href('companyAccounts'), label: 'Company accounts' },
] as const;

/**
 * `navigation` is off when a remote runs on its own: its links would lead outside it. Only this reads the location:
 * the header and footer render again when what they show changes, not on every navigation (a dozen links and their
 * boxes on each wizard step move).
 */
export function SiteLayout({ company, navigation: withNavigation = true, children }: { company: CompanyId; navigation?: boolean; children: ReactNode }) {
  // the staff console is the issuing office's: no applicants' menus above or below it (issue 39)
  const staff = isStaffPath(useLocation().pathname);
  const navigation = withNavigation && !staff;
  return (
    <>
      <a className="ui-skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader company={company} navigation={navigation} staff={staff} />
      {/* a full viewport: the footer starts below the fold, so a remote rendering in does not push it (CLS) */}
      <Box component="main" id="main" tabIndex={-1} py="xl" mih="100vh">
        <Container size="lg">{children}</Container>
      </Box>
      <SiteFooter company={company} navigation={navigation} />
    </>
  );
}

const SiteHeader = memo(function SiteHeader({ company, navigation, staff }: { company: CompanyId; navigation: boolean; staff: boolean }) {
  const entry = COMPANIES[company];
  const renews = entry.homeTasks.includes('renew');
  return (
    <Box component="header" className="site-header" bg="brand" c="white" py="sm">
      <Container size="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor component={Link} to="/" c="white" fw={700} fz="lg" underline="never" aria-label={`${entry.name} home`}>
            {entry.theme.logoText}
          </Anchor>
          {staff && (
            <Text c="white" fw={600} data-testid="staff-console-label">
              Staff console
            </Text>
          )}
          {navigation && (
            <Box component="nav" aria-label="Main">
              <Group gap="md" wrap="wrap">
                {/* a company that takes no renewals (the job-ready variants) is never offered one (issue 18) */}
                {NAV.filter((item) => item.label !== 'Renew' || renews).map((item) => (
                  <Anchor key={item.to} component={Link} to={item.to} c="white" fw={600}>
                    {item.label}
                  </Anchor>
                ))}
              </Group>
            </Box>
          )}
        </Group>
      </Container>
    </Box>
  );
});

const SiteFooter = memo(function SiteFooter({ company, navigation }: { company: CompanyId; navigation: boolean }) {
  const entry = COMPANIES[company];
  const { cards } = cardWords(entry);
  const renews = entry.homeTasks.includes('renew');
  return (
    <Box component="footer" py="lg" bg="gray.1">
      <Container size="lg">
        {navigation && (
          <Box component="nav" aria-label="Footer">
            <Group gap="md" wrap="wrap" mb="sm">
              {FOOTER.map((item) => (
                <Anchor key={item.to} component={Link} to={item.to} c="dark.7">
                  {item.label.replace('{cards}', cards)}
                </Anchor>
              ))}
            </Group>
          </Box>
        )}
        <Text size="sm" c="dark.6">
          {entry.name}. {cards} applications, {renews ? 'renewals, ' : ''}tracking and induction.
        </Text>
      </Container>
    </Box>
  );
});
