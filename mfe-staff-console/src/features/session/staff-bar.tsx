import { useState } from 'react';
import { staffApi, type StaffMember } from 'shared-contracts/staff';
import { Group, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { staffSessionStore } from './staff-session-store';

const ROLE_LABELS: Record<StaffMember['role'], string> = { viewer: 'Viewer', officer: 'Officer', releaser: 'Releaser' };

export function StaffBar({ member }: { member: StaffMember }) {
  const [leaving, setLeaving] = useState(false);
  async function leave() {
    setLeaving(true);
    // the session may already be gone: signed out either way
    await staffApi.staffSignOut().catch(() => undefined);
    staffSessionStore.getState().signedOut();
  }
  return (
    <Group component="section" aria-label="Signed-in staff member" justify="space-between" wrap="wrap" gap="xs" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-4)' }}>
      <Text size="sm" data-testid="staff-member">
        Signed in as <strong>{member.name}</strong> ({member.email}) · {ROLE_LABELS[member.role]}
      </Text>
      <Button variant="default" size="xs" onClick={() => void leave()} loading={leaving}>
        Sign out
      </Button>
    </Group>
  );
}
