import { COMPANIES, formatDateTime, href, ROUTES, sessionStore } from 'shared-contracts';
import { Group, PageHeading, Stack, Text } from 'ui-kit';
import { ButtonLink } from 'ui-kit/form';
import { useLocation } from 'ui-kit/router';
import { Notice } from '../../../components/notice';
import { useFormIdParam } from '../model/use-route-id';
import { isSavedPageState } from './saved-page-state';

const untilWhen = (iso: string): string => formatDateTime(iso, COMPANIES[sessionStore.getState().company].timeZone);

export default function SavedScreen() {
  const id = useFormIdParam();
  const { state } = useLocation();
  const saved = isSavedPageState(state) ? state : undefined;
  return (
    <Stack gap="md" maw={720}>
      <PageHeading>{ROUTES.formSaved.title}</PageHeading>
      <Notice tone="success" role="status" title="Your answers are saved">
        {saved ? (
          <Text data-testid="saved-link-sent">
            We have emailed a link to continue your application to <strong>{saved.sentTo}</strong>. The link works until{' '}
            <strong data-testid="saved-link-expires">{untilWhen(saved.linkExpiresAt)}</strong>.
          </Text>
        ) : (
          <Text>We have emailed a link to continue your application to the email address you gave on step 1.</Text>
        )}
      </Notice>
      {id !== undefined && <Text>Your application reference is {id}. Quote it if you contact us.</Text>}
      <Stack gap="xs">
        <Text fw={700} component="h2" size="lg">
          What happens next
        </Text>
        <Text>
          Open the link in the email to continue where you left off, on this or any other device. Each time you save, or ask for a new link,
          it works for another 30 days from then.
        </Text>
        <Text>If the email has not arrived in a few minutes, check your spam or junk folder. Keep the email private: anyone with the link can open your application.</Text>
        <Text>Your application is not submitted until you confirm it on the last step.</Text>
      </Stack>
      <Group>
        {id !== undefined && (
          <ButtonLink to={href('form', { id })}>Continue your application now</ButtonLink>
        )}
        <ButtonLink to={href('home')} variant="default">
          Go to the home page
        </ButtonLink>
      </Group>
    </Stack>
  );
}
