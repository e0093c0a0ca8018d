import { use } from 'react';
import { COMPANIES, cardWording, href, useSession, type HomeTask } from 'shared-contracts';
import { Group, PageHeading, Paper, SimpleGrid, Stack, Text, Title } from 'ui-kit';
import { ButtonLink } from 'ui-kit/form';
import { ContentBlocks } from '../../components/content-blocks';
import { DraftInProgressOffer } from './draft-in-progress-offer';
import { loadPage } from '../../content/loaders';

const TASKS: Record<HomeTask, (cards: string) => { title: string; body: string; to: string; action: string }> = {
  apply: (cards) => ({ title: `Apply for an ${cards}`, body: 'Start a new application. It takes about 20 minutes; your form is saved as you go.', to: href('newForm'), action: 'Start an application' }),
  applyJobReady: (cards) => ({
    title: `Apply for a ${cards}`,
    body: 'Starting out through a job-ready training programme? Apply in three steps and pay online.',
    to: `${href('newFormStep1')}?job_ready=1`,
    action: 'Start a job-ready application',
  }),
  renew: (cards) => ({ title: `Renew your ${cards}`, body: 'Renew a card before it expires. We email you a link to continue at any time.', to: href('renew'), action: 'Renew a card' }),
  track: () => ({ title: 'Track your application', body: 'See where your application is up to with your tracking number and date of birth.', to: href('track'), action: 'Track an application' }),
  inductionEnrolment: () => ({
    title: 'Port induction',
    body: 'Already hold a card? Enrol for the port induction and take it online before you start work.',
    to: href('inductionEnrolment'),
    action: 'Enrol for the induction',
  }),
};

export default function HomePage() {
  const company = COMPANIES[useSession((s) => s.company)];
  const cards = cardWording(company);
  const tasks = company.homeTasks.map((task) => TASKS[task](cards));
  const page = use(loadPage('home'));
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <PageHeading>{company.name}</PageHeading>
        <Text size="lg">
          {company.inductionOnly
            ? `Take your port induction, and apply for, renew and track your ${cards} security identification card online.`
            : company.homeTasks.includes('renew')
              ? `Apply for, renew and track your ${cards} security identification card, and complete your induction online.`
              : `Apply for and track your ${cards} security identification card online.`}
        </Text>
      </Stack>
      {!company.inductionOnly && <DraftInProgressOffer company={company} />}
      <SimpleGrid cols={{ base: 1, sm: Math.min(tasks.length, 4) }} spacing="lg">
        {tasks.map((task) => (
          <Paper key={task.to} withBorder p="lg" radius="md">
            <Stack gap="sm" h="100%" justify="space-between">
              <div>
                <Title order={2} size="h3">
                  {task.title}
                </Title>
                <Text mt="xs">{task.body}</Text>
              </div>
              <Group>
                <ButtonLink to={task.to}>{task.action}</ButtonLink>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {page && (
        <Stack gap={0} maw={760}>
          <ContentBlocks blocks={page.body} />
        </Stack>
      )}
    </Stack>
  );
}
