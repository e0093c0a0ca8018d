import { href } from 'shared-contracts';
import type { StaffMember } from 'shared-contracts/staff';
import { Anchor, Group } from 'ui-kit';
import { Link, useLocation } from 'ui-kit/router';
import { releasesAccess, worksOnApplications } from '../../components/staff-roles';

export function StaffNav({ member }: { member: StaffMember }) {
  const { pathname } = useLocation();
  const pages = [
    ...(worksOnApplications(member.role) ? [{ to: href('staff'), label: 'Applications' }] : []),
    ...(releasesAccess(member.role) !== 'none' ? [{ to: href('staffReleases'), label: 'Releases' }] : []),
  ];
  if (pages.length < 2) return null;
  return (
    <Group component="nav" aria-label="Staff console" gap="md">
      {pages.map((page) => (
        <Anchor key={page.to} component={Link} to={page.to} aria-current={pathname === page.to ? 'page' : undefined} fw={pathname === page.to ? 700 : undefined}>
          {page.label}
        </Anchor>
      ))}
    </Group>
  );
}
