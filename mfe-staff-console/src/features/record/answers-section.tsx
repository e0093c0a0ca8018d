import type { PeopleRecord } from 'shared-contracts/staff';
import { Section, SimpleGrid, Text, Title } from 'ui-kit';
import { recordAnswers } from './record-answers';

export function AnswersSection({ person }: { person: PeopleRecord }) {
  return (
    <Section headingId="answers-heading" heading="Application" gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {recordAnswers(person).map((group) => (
          <div key={group.title}>
            <Title order={3} size="h5" mb={4}>
              {group.title}
            </Title>
            <dl className="staff-answers">
              {group.rows.map((row) => (
                <div key={row.label}>
                  <Text component="dt" size="sm" fw={600}>
                    {row.label}
                  </Text>
                  <Text component="dd" size="sm">
                    {row.value}
                  </Text>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </SimpleGrid>
    </Section>
  );
}
