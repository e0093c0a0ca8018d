import { lazy, Suspense } from 'react';
import { PageHeading, Skeleton, Stack, Text } from 'ui-kit';
import { StaffGate } from '../session/staff-gate';
import { releasesAccess } from '../../components/staff-roles';

// the overview, its tables and the releases contract load once a staff member who may see them is signed in
const ReleasesView = lazy(() => import(/* webpackChunkName: "releases-view" */ './releases-view').then((m) => ({ default: m.ReleasesView })));

/** /staff/releases: each remote's stable and canary releases, their health, and a releaser's changes (issue 42). */
export default function ReleasesScreen() {
  return (
    <StaffGate heading="Releases">
      {(member) => {
        const access = releasesAccess(member.role);
        return (
          <Stack gap="md">
            <PageHeading>Releases</PageHeading>
            {access === 'none' ? (
              <Text>The releases are shown to officers and releasers. Your role does not include them.</Text>
            ) : (
              <Suspense fallback={<Skeleton height={240} aria-label="Loading the releases" />}>
                <ReleasesView canChange={access === 'change'} />
              </Suspense>
            )}
          </Stack>
        );
      }}
    </StaffGate>
  );
}
