import { PageHeading, Skeleton, Stack } from 'ui-kit';

export function RecordLoading({ reference }: { reference: string }) {
  return (
    <Stack gap="md" aria-busy="true">
      <PageHeading>Application {reference}</PageHeading>
      <Skeleton height={24} width="50%" />
      <Skeleton height={240} />
    </Stack>
  );
}
