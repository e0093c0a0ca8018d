import { screen, within } from '@testing-library/react';
import type { InductionModule } from 'shared-contracts/induction';
import { renderScreen } from 'ui-kit/testing';
import { NavigationTree } from './navigation-tree';

const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Slide ${i}`, text: 'Text', audio: null }));
const modules: InductionModule[] = [
  { Id: 100, title: 'The MSIC', parent: null, navigation: slides(3).map((s, i) => ({ title: `First ${i}`, slide: i })), slides: slides(3), questions: [] },
  { Id: 101, title: 'Zones', parent: null, navigation: slides(2).map((s, i) => ({ title: `Zones ${i}`, slide: i })), slides: slides(2), questions: [] },
  { Id: 102, title: 'Moving in a zone', parent: 101, navigation: slides(2).map((s, i) => ({ title: `Moving ${i}`, slide: i })), slides: slides(2), questions: [] },
];

describe('the contents of the player (spec §2 navigation tree; issue 20)', () => {
  it('lists every slide of every module, nested under its parent, with the completed ones marked', () => {
    renderScreen(<NavigationTree id="contents" modules={modules} shown={1} current={1} shownSlide={0} completedSlides={new Set([0])} onOpen={jest.fn()} />, {
      path: '/',
      pattern: '/',
    });
    const tree = screen.getByRole('navigation', { name: 'Induction contents' });
    for (const module of modules) for (const item of module.navigation) expect(within(tree).getByText(item.title)).toBeInTheDocument();
    expect(within(tree).getAllByText(/^(First|Zones|Moving) \d$/)).toHaveLength(7);
    // module 1 (completed earlier): every slide done; module 2: its first slide done and on screen; module 3 not reached
    expect(within(tree).getByRole('button', { name: /First 2.*\(completed\)/ })).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: /Zones 0.*\(completed\)/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tree).getByRole('button', { name: 'Zones 1' })).toBeInTheDocument();
    expect(within(tree).queryByRole('button', { name: /Moving 0/ })).toBeNull();
    // the child module sits inside its parent's list item
    const parent = within(tree).getByRole('button', { name: /^Zones\s*in progress$/ }).closest('li') as HTMLElement;
    expect(within(parent).getByRole('button', { name: /^Moving in a zone/ })).toBeDisabled();
  });
});
