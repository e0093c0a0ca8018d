import { PageHeading, Stack } from 'ui-kit';
import { StaffGate } from '../session/staff-gate';
import { QueueView } from './queue-view';

/** /staff: the sign-in form while signed out, the queue of applications once signed in. */
export default function QueueScreen() {
  return (
    <StaffGate heading="Applications">
      {() => (
        <Stack gap="md">
          <PageHeading>Applications</PageHeading>
          <QueueView />
        </Stack>
      )}
    </StaffGate>
  );
}
