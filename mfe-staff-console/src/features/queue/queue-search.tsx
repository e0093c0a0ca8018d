import { QUEUE_STAGE_LABELS, QUEUE_STAGES, QueueQuery } from 'shared-contracts/staff';
import { Button, Group } from 'ui-kit';
import { FormErrorSummary, NativeSelect, TextInput, useSchemaForm } from 'ui-kit/forms';
import { validateWith } from '../../components/validate-with';

const ALL = '';

/** The stage to show and the search: a new stage shows its first page; a search looks in every stage unless one is chosen. */
export function QueueSearch({ query, onChange }: { query: QueueQuery; onChange(next: QueueQuery): void }) {
  const form = useSchemaForm<{ q: string }>({
    initialValues: { q: query.q ?? '' },
    validate: (values) => validateWith(QueueQuery, { q: values.q.trim() || undefined }, { q: 'Search for a tracking number, a name, an email address or a birth date' }),
    fieldId: (path) => `queue-${path}`,
  });
  const stageOptions = [{ value: ALL, label: 'Every stage' }, ...QUEUE_STAGES.map((stage) => ({ value: stage, label: QUEUE_STAGE_LABELS[stage] }))];

  return (
    <Group component="section" aria-label="Find applications" align="flex-end" gap="md" wrap="wrap">
      <NativeSelect
        id="queue-stage"
        label="Stage"
        data={stageOptions}
        value={query.stage ?? ALL}
        onChange={(event) => {
          const stage = event.currentTarget.value;
          onChange({ ...(query.q ? { q: query.q } : {}), ...(stage ? { stage: stage as NonNullable<QueueQuery['stage']> } : {}) });
        }}
      />
      <form
        noValidate
        role="search"
        aria-label="Search applications"
        onSubmit={form.onSubmit((values) => {
          const q = values.q.trim();
          onChange({ ...(query.stage ? { stage: query.stage } : {}), ...(q ? { q } : {}) });
        })}
        style={{ flex: '1 1 18rem' }}
      >
        <FormErrorSummary form={form} />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            key={form.key('q')}
            {...form.field('q', { label: 'Search' })}
            description="Tracking number, name, email address or birth date (for example 12/04/1985)"
            type="search"
            style={{ flex: 1 }}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
    </Group>
  );
}
