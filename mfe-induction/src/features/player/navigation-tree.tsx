import type { InductionModule } from 'shared-contracts/induction';
import { Box, Text, VisuallyHidden } from 'ui-kit';
import { UnstyledButton } from 'ui-kit/widgets';

interface Props {
  id: string;
  modules: InductionModule[];
  shown: number;
  /** the participant's module: earlier ones are completed and may be reviewed */
  current: number;
  shownSlide: number | null;
  completedSlides: ReadonlySet<number>;
  onOpen(index: number, slide?: number): void;
}

const stateOf = (index: number, current: number) => (index < current ? 'completed' : index === current ? 'in progress' : 'not started');

export function NavigationTree({ id, modules, shown, current, shownSlide, completedSlides, onOpen }: Props) {
  const branch = (parentId: number | null, depth: number) => {
    const items = modules.map((m, index) => ({ m, index })).filter(({ m }) => (m.parent ?? null) === parentId);
    if (!items.length) return null;
    return (
      <Box component="ol" m={0} pl={depth ? 'md' : 0} style={{ listStyle: 'none' }}>
        {items.map(({ m, index }) => {
          const open = index <= current;
          return (
            <li key={m.Id}>
              <UnstyledButton
                onClick={() => onOpen(index)}
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
              <Box component="ul" m={0} pl="md" style={{ listStyle: 'none' }}>
                {m.navigation.map((item) => {
                  const done = index < current || (index === current && completedSlides.has(item.slide));
                  const mark = (
                    <Text component="span" aria-hidden="true" className="induction-nav-mark" data-done={done || undefined}>
                      {done ? '✓' : '○'}
                    </Text>
                  );
                  return (
                    <li key={`${item.slide}:${item.title}`}>
                      {open ? (
                        <UnstyledButton
                          onClick={() => onOpen(index, item.slide)}
                          className="induction-nav-slide"
                          aria-current={index === shown && item.slide === shownSlide ? 'page' : undefined}
                        >
                          {mark}
                          <Text component="span" size="sm">
                            {item.title}
                          </Text>
                          {done && <VisuallyHidden>(completed)</VisuallyHidden>}
                        </UnstyledButton>
                      ) : (
                        <span className="induction-nav-slide" data-locked>
                          {mark}
                          <Text component="span" size="sm" c="dark.4">
                            {item.title}
                          </Text>
                        </span>
                      )}
                    </li>
                  );
                })}
              </Box>
              {branch(m.Id, depth + 1)}
            </li>
          );
        })}
      </Box>
    );
  };

  return (
    <Box component="nav" aria-label="Induction contents" id={id}>
      <Text fw={700} mb="xs">
        Contents
      </Text>
      {branch(null, 0)}
    </Box>
  );
}
