import { href } from 'shared-contracts';
import { Anchor, Paper, SimpleGrid, Text, Title, VisuallyHidden } from 'ui-kit';
import { Link } from 'ui-kit/router';
import { ContentInline } from '../../components/content-inline';
import type { FaqTeaser } from '../../content/content-types';

export function FaqTeasers({ teasers }: { teasers: FaqTeaser[] }) {
  return (
    <section aria-labelledby="faq-teasers">
      <Title order={2} id="faq-teasers" mt="xl" mb="md">
        Common questions
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {teasers.map((teaser) => (
          <Paper key={teaser.slug} withBorder p="md" radius="md">
            <Title order={3} size="h4" mb="xs">
              {teaser.question}
            </Title>
            <Text size="sm" lineClamp={5}>
              <ContentInline nodes={teaser.answer} />
            </Text>
            <Anchor component={Link} to={href('question', { questionUrl: teaser.slug })} mt="sm" display="inline-block">
              Read the answer<VisuallyHidden>: {teaser.question}</VisuallyHidden>
            </Anchor>
          </Paper>
        ))}
      </SimpleGrid>
      <Text mt="md">
        <Anchor component={Link} to={href('faq')}>
          See all frequently asked questions
        </Anchor>
      </Text>
    </section>
  );
}
