import { use } from 'react';
import { ROUTES, href } from 'shared-contracts';
import { Anchor, Box, PageHeading, Stack, Text, Title } from 'ui-kit';
import { Link } from 'ui-kit/router';
import { TextLink } from '../../components/text-link';
import { FAQ_CATEGORIES } from '../../content/content-types';
import { loadFaqIndex } from './load-faq';

const topicId = (category: string) => `topic-${category.toLowerCase().replace(/[^a-z]+/g, '-')}`;

export default function FaqPage() {
  const questions = use(loadFaqIndex());
  const topics = FAQ_CATEGORIES.map((category) => ({ category, questions: questions.filter((q) => q.category === category) })).filter((t) => t.questions.length > 0);
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap="xs">
        <PageHeading>{ROUTES.faq.title}</PageHeading>
        <Text size="lg">
          Answers to {questions.length} common questions about applying for, holding and renewing a card. Can’t find your answer?{' '}
          <TextLink to={href('contactUs')}>Contact us</TextLink>.
        </Text>
      </Stack>
      <Box component="nav" aria-label="Topics">
        <Box component="ul" pl="xl" my={0}>
          {topics.map((t) => (
            <li key={t.category}>
              <Anchor href={`#${topicId(t.category)}`}>{t.category}</Anchor>
            </li>
          ))}
        </Box>
      </Box>
      {topics.map((t) => (
        <section key={t.category} aria-labelledby={topicId(t.category)}>
          <Title order={2} id={topicId(t.category)} mb="xs">
            {t.category}
          </Title>
          <Box component="ul" pl="xl" my={0}>
            {t.questions.map((q) => (
              <Box component="li" key={q.slug} mb={6}>
                <Anchor component={Link} to={href('question', { questionUrl: q.slug })}>
                  {q.question}
                </Anchor>
              </Box>
            ))}
          </Box>
        </section>
      ))}
    </Stack>
  );
}
