import { href } from 'shared-contracts';
import { Anchor, PageHeading, Stack, Text } from 'ui-kit';
import { Link } from 'ui-kit/router';
import { worksOnApplications } from '../../components/staff-roles';
import { StaffGate } from '../session/staff-gate';
import { QueueView } from './queue-view';

export default function QueueScreen() {
  return (
    <StaffGate heading="Applications">
      {(member) => (
        <Stack gap="md">
          <PageHeading>Applications</PageHeading>
          {worksOnApplications(member.role) ? (
            <QueueView />
          ) : (
            <Text>
              Your role does not include applications.{' '}
              <Anchor component={Link} to={href('staffReleases')}>
                Go to the releases
              </Anchor>
            </Text>
          )}
        </Stack>
      )}
    </StaffGate>
  );
}
