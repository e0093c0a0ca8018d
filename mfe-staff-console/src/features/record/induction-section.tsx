import { formatDate, getCompany } from 'shared-contracts';
import type { StaffApplicationView } from 'shared-contracts/staff';
import { Section, Text } from 'ui-kit';
import { List } from 'ui-kit/widgets';

export function InductionSection({ induction, company }: { induction: StaffApplicationView['induction']; company: string }) {
  return (
    <Section headingId="induction-heading" heading="Induction" gap="xs">
      {!induction || induction.inductions.length === 0 ? (
        <Text>This application has no induction.</Text>
      ) : (
        <List spacing={4}>
          {induction.inductions.map((entry) => (
            <List.Item key={entry.url}>
              {entry.inductionName}: {entry.completedAt ? `completed ${formatDate(entry.completedAt, getCompany(company).timeZone)}` : 'not completed yet'}
              {entry.certificateCode ? `, certificate ${entry.certificateCode}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}
