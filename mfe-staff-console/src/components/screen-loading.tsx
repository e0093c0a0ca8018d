import { PageHeading, Skeleton, Stack } from 'ui-kit';

export function ScreenLoading({ heading, height = 160 }: { heading: string; height?: number }) {
  return (
    <Stack gap="md" aria-busy="true">
      <PageHeading>{heading}</PageHeading>
      <Skeleton height={24} width="50%" />
      <Skeleton height={height} />
    </Stack>
  );
}
