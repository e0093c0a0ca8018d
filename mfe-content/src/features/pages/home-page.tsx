import { use } from 'react';
import { COMPANIES, PRODUCT_NAME, href, useSession } from 'shared-contracts';
import { Button, Group, PageHeading, Paper, SimpleGrid, Stack, Text, Title } from 'ui-kit';
import { Link } from 'ui-kit/router';
import { ContentBlocks } from '../../components/content-blocks';
import { loadPage } from '../../content/loaders';

const TASKS = [
  { title: `Apply for an ${PRODUCT_NAME}`, body: 'Start a new application. It takes about 20 minutes; your form is saved as you go.', to: href('newForm'), action: 'Start an application' },
  { title: `Renew your ${PRODUCT_NAME}`, body: 'Renew a card before it expires. We email you a link to continue at any time.', to: href('renew'), action: 'Renew a card' },
  { title: 'Track your application', body: 'See where your application is up to with your tracking number and date of birth.', to: href('track'), action: 'Track an application' },
] as const;

/** The home page (spec §2 "/"): the three main tasks, then who needs a card and what to prepare (content/pages/home.md). */
export default function HomePage() {
  const company = useSession((s) => s.company);
  const page = use(loadPage('home'));
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <PageHeading>{COMPANIES[company].name}</PageHeading>
        <Text size="lg">Apply for, renew and track your {PRODUCT_NAME} or ASIC security identification card, and complete your induction online.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {TASKS.map((task) => (
          <Paper key={task.to} withBorder p="lg" radius="md">
            <Stack gap="sm" h="100%" justify="space-between">
              <div>
                <Title order={2} size="h3">
                  {task.title}
                </Title>
                <Text mt="xs">{task.body}</Text>
              </div>
              <Group>
                <Button component={Link} to={task.to}>
                  {task.action}
                </Button>
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
