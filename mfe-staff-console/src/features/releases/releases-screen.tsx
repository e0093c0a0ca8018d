import { lazy, Suspense } from 'react';
import { PageHeading, Skeleton, Stack, Text } from 'ui-kit';
import { StaffGate } from '../session/staff-gate';
import { releasesAccess } from '../../components/staff-roles';

const ReleasesView = lazy(() => import(/* webpackChunkName: "releases-view" */ './releases-view').then((m) => ({ default: m.ReleasesView })));

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
