import { getCompany, useSession } from 'shared-contracts';
import { useEffect, useRef } from 'react';
import { Paper, Stack, Text, Title } from 'ui-kit';
import { Button } from 'ui-kit/form';

export function RedactedNotice({ onStartAgain }: { onStartAgain(): void }) {
  const company = getCompany(useSession((s) => s.company));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          The details of this application are not available online
        </Title>
        <Text>For your privacy, the details of this application have been removed from online tracking.</Text>
        <Text>
          To ask about it, call us on {company.supportPhone} and have your tracking number ready.
        </Text>
        <div>
          <Button variant="default" onClick={onStartAgain}>
            Track another application
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
