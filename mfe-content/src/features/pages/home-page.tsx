import { COMPANIES, PRODUCT_NAME, href, useSession } from 'shared-contracts';
import { Anchor, Button, Group, PageHeading, Paper, SimpleGrid, Stack, Text, Title } from 'ui-kit';
import { Link } from 'ui-kit/router';

const TASKS = [
  { title: `Apply for an ${PRODUCT_NAME}`, body: 'Start a new application. It takes about 20 minutes; your form is saved as you go.', to: href('newForm'), action: 'Start an application' },
  { title: `Renew your ${PRODUCT_NAME}`, body: 'Renew a card that is about to expire. We email you a link to continue at any time.', to: href('renew'), action: 'Renew a card' },
  { title: 'Track your application', body: 'See where your application is up to with your tracking number and date of birth.', to: href('track'), action: 'Track an application' },
] as const;

export default function HomePage() {
  const company = useSession((s) => s.company);
  const entry = COMPANIES[company];
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <PageHeading>{entry.name}</PageHeading>
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
      <Text>
        Questions? Read the <Anchor component={Link} to={href('faq')}>frequently asked questions</Anchor> or <Anchor component={Link} to={href('contactUs')}>contact us</Anchor>.
      </Text>
    </Stack>
  );
}
