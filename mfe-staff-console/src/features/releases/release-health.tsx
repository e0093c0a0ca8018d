import { lazy, Suspense, useMemo } from 'react';
import type { RemoteReleases } from 'shared-contracts/releases';
import { Box, SimpleGrid, Skeleton, Stack, Text, Title } from 'ui-kit';
import { Table } from 'ui-kit/table';
import { MEASURES, MEASURE_WORDING, formatFigure, formatPeriod, releaseFigures, type Measure, type ReleaseFigures } from './release-figures';

const ReleaseChart = lazy(() => import(/* webpackChunkName: "release-chart" */ './release-chart'));

type ReleaseRole = 'stable' | 'canary' | 'earlier';
// the canary is told from the stable by its dash too, not by colour alone (WCAG 1.4.1)
const LINE: Record<ReleaseRole, { stroke: string; dash?: number[]; words: string }> = {
  stable: { stroke: '#1c4f82', words: 'solid blue line' },
  canary: { stroke: '#9a3b00', dash: [8, 4], words: 'dashed orange line' },
  earlier: { stroke: '#555555', dash: [2, 3], words: 'dotted grey line' },
};

function roleOf(version: string, pointer: RemoteReleases['pointer']): ReleaseRole {
  if (pointer.canary?.version === version) return 'canary';
  return pointer.stable === version ? 'stable' : 'earlier';
}

const releaseName = (version: string, role: ReleaseRole) => (role === 'earlier' ? version : `${version} (${role})`);

function summaryOf(measure: Measure, figures: ReleaseFigures, names: string[]): string {
  const over = measure === 'visits' ? 'in all' : measure === 'errorRate' ? 'over the day' : 'at worst';
  const each = figures.releases.map((_, i) => `${names[i]}: ${formatFigure(measure, figures.totals[measure][i] ?? null)} ${over}`).join('; ');
  return `${MEASURE_WORDING[measure].title} per ${figures.periodMinutes === 1 ? 'minute' : `${figures.periodMinutes} minutes`}, last 24 hours. ${each}.`;
}

export function ReleaseHealth({ releases }: { releases: RemoteReleases }) {
  const figures = useMemo(() => releaseFigures(releases.health), [releases.health]);
  const roles = figures.releases.map((version) => roleOf(version, releases.pointer));
  const names = figures.releases.map((version, i) => releaseName(version, roles[i]!));
  const styles = useMemo(() => roles.map((role) => LINE[role]), [roles.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  if (figures.periods.length === 0) return <Text>No visits have been reported in the last 24 hours.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {MEASURES.map((measure) => {
        const headingId = `health-${releases.remote}-${measure}`;
        return (
          <Stack key={measure} component="section" aria-labelledby={headingId} gap="xs" data-testid={`health-${measure}`}>
            <Title order={4} id={headingId} size="h5">
              {MEASURE_WORDING[measure].title}
            </Title>
            <Box role="img" aria-label={summaryOf(measure, figures, names)}>
              <Suspense fallback={<Skeleton height={200} />}>
                <ReleaseChart measure={measure} periods={figures.periods} releases={figures.releases} series={figures.values[measure]} styles={styles} />
              </Suspense>
            </Box>
            <Text size="sm">{figures.releases.map((_, i) => `${names[i]}: ${LINE[roles[i]!].words}`).join('; ')}.</Text>
            <details>
              <summary>The figures of this chart</summary>
              <Table.ScrollContainer minWidth={320}>
                <Table striped withTableBorder>
                  <Table.Caption>
                    {MEASURE_WORDING[measure].title} ({MEASURE_WORDING[measure].unit}) per release, per {figures.periodMinutes === 1 ? 'minute' : `${figures.periodMinutes} minutes`}
                    {measure === 'lcpP75' || measure === 'inpP75' ? ', the highest minute of each period' : ''}
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Period from</Table.Th>
                      {names.map((name) => (
                        <Table.Th scope="col" key={name}>
                          {name}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {figures.periods.map((period, p) => (
                      <Table.Tr key={period}>
                        <Table.Th scope="row">{formatPeriod(period)}</Table.Th>
                        {figures.releases.map((version, r) => (
                          <Table.Td key={version} data-release={version}>
                            {formatFigure(measure, figures.values[measure][r]![p] ?? null)}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </details>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
