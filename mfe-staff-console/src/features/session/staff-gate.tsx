import { useEffect, useRef, type ReactNode } from 'react';
import { PAGE_HEADING_ID, PageHeading, Skeleton, Stack } from 'ui-kit';
import type { StaffMember } from 'shared-contracts/staff';
import { SignInScreen } from './sign-in-screen';
import { StaffBar } from './staff-bar';
import { StaffNav } from './staff-nav';
import { useStaffSession } from './use-staff-session';

/**
 * What every signed-in screen of the console sits in: the sign-in form in its place while no staff session is open,
 * at the same address, so that signing in (again, after the session ended) shows the screen the staff member was on.
 */
export function StaffGate({ heading, children }: { heading: string; children: (member: StaffMember) => ReactNode }) {
  const session = useStaffSession();
  const previous = useRef(session.status);
  useEffect(() => {
    const before = previous.current;
    previous.current = session.status;
    // the sign-in form replaced the screen, or the screen the sign-in form, without a navigation: move focus to the
    // new heading, as a route change does (after the screen has drawn it)
    if (before === session.status || before === 'unknown') return undefined;
    const frame = requestAnimationFrame(() => document.getElementById(PAGE_HEADING_ID)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [session.status]);

  if (session.status === 'unknown') {
    return (
      <Stack gap="md" aria-busy="true">
        <PageHeading>{heading}</PageHeading>
        <Skeleton height={24} width="50%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (session.status === 'signed-out') return <SignInScreen ended={session.ended} />;
  return (
    <Stack gap="lg">
      <StaffBar member={session.member} />
      <StaffNav member={session.member} />
      {children(session.member)}
    </Stack>
  );
}
