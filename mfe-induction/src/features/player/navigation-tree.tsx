import type { InductionModule } from 'shared-contracts/api';
import { Box, Text } from 'ui-kit';
import { UnstyledButton } from 'ui-kit/widgets';

interface Props {
  modules: InductionModule[];
  /** index of the module being shown */
  shown: number;
  /** index of the participant's current module: earlier ones are completed and may be reviewed */
  current: number;
  onModule(index: number): void;
  onSlide(index: number, slide: number): void;
}

const stateOf = (index: number, current: number) => (index < current ? 'completed' : index === current ? 'in progress' : 'not started');

/**
 * The navigation tree (spec §2): modules nested under their parent, with the headings of each open module's
 * slides. Modules not reached yet are listed but cannot be opened.
 */
export function NavigationTree({ modules, shown, current, onModule, onSlide }: Props) {
  const children = (parentId: number | null) => modules.map((m, index) => ({ m, index })).filter(({ m }) => (m.parent ?? null) === parentId);

  const branch = (parentId: number | null, depth: number) => {
    const items = children(parentId);
    if (!items.length) return null;
    return (
      <Box component="ol" m={0} pl={depth ? 'md' : 0} style={{ listStyle: 'none' }}>
        {items.map(({ m, index }) => {
          const open = index <= current;
          return (
            <li key={m.Id}>
              <UnstyledButton
                onClick={() => onModule(index)}
                disabled={!open}
                aria-current={index === shown ? 'step' : undefined}
                className="induction-nav-module"
                data-state={stateOf(index, current)}
              >
                <Text component="span" fw={index === shown ? 700 : 500} c={open ? undefined : 'dark.4'}>
                  {m.title}
                </Text>
                <Text component="span" size="xs" c="dark.6" display="block">
                  {stateOf(index, current)}
                </Text>
              </UnstyledButton>
              {open && m.navigation.length > 0 && (
                <Box component="ul" m={0} pl="md" style={{ listStyle: 'none' }}>
                  {m.navigation.map((item) => (
                    <li key={`${item.slide}:${item.title}`}>
                      <UnstyledButton onClick={() => onSlide(index, item.slide)} className="induction-nav-slide">
                        <Text component="span" size="sm">
                          {item.title}
                        </Text>
                      </UnstyledButton>
                    </li>
                  ))}
                </Box>
              )}
              {branch(m.Id, depth + 1)}
            </li>
          );
        })}
      </Box>
    );
  };

  return (
    <Box component="nav" aria-label="Induction contents">
      <Text fw={700} mb="xs">
        Contents
      </Text>
      {branch(null, 0)}
    </Box>
  );
}
