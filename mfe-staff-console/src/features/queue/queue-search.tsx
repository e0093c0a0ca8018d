import { QUEUE_STAGE_LABELS, QUEUE_STAGES, QueueQuery } from 'shared-contracts/staff';
import { Group } from 'ui-kit';
import { Button, Form, Select, TextInput, useSchemaForm, validatorOf } from 'ui-kit/form';
import { worded } from '../../components/worded';

const ALL = '';

const validateQuery = worded(validatorOf(QueueQuery), { q: 'Search for a tracking number, a name, an email address or a birth date' });

export function QueueSearch({ query, onChange }: { query: QueueQuery; onChange(next: QueueQuery): void }) {
  const form = useSchemaForm<{ q: string }>({
    initialValues: { q: query.q ?? '' },
    validate: (values) => validateQuery({ q: values.q.trim() || undefined }),
  });
  const stageOptions = [{ value: ALL, label: 'Every stage' }, ...QUEUE_STAGES.map((stage) => ({ value: stage, label: QUEUE_STAGE_LABELS[stage] }))];

  return (
    <Group component="section" aria-label="Find applications" align="flex-end" gap="md" wrap="wrap">
      <Select
        id="queue-stage"
        label="Stage"
        data={stageOptions}
        value={query.stage ?? ALL}
        onChange={(event) => onChange({ q: query.q, stage: (event.currentTarget.value || undefined) as QueueQuery['stage'] })}
      />
      <div role="search" aria-label="Search applications" style={{ flex: '1 1 18rem' }}>
        <Form form={form} onSubmit={(values) => onChange({ stage: query.stage, q: values.q.trim() || undefined })}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              {...form.field('q', { label: 'Search' })}
              description="Tracking number, name, email address or birth date (for example 12/04/1985)"
              type="search"
              className="console-grow"
            />
            <Button type="submit">Search</Button>
          </Group>
        </Form>
      </div>
    </Group>
  );
}
