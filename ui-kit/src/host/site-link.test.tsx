import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, NavigationContext, useLocation } from 'ui-kit/router';
import { SiteLink } from './site-link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} (${location.key === 'default' ? 'first entry' : 'new entry'})`}</p>;
}

function renderFrame() {
  render(
    <MemoryRouter initialEntries={['/apply/form/7/step1']}>
      <nav>
        <SiteLink to="/faq" className="nav-link">
          FAQ
        </SiteLink>
      </nav>
      <Where />
    </MemoryRouter>,
  );
}

describe('SiteLink (a link of the site frame)', () => {
  it('is a link to its address, with the props it was given', () => {
    renderFrame();
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).toHaveClass('nav-link');
  });

  it('navigates in the page on a click', () => {
    renderFrame();
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/faq (new entry)');
  });

  it('leaves a modified click or another button to the browser', () => {
    renderFrame();
    const link = screen.getByRole('link', { name: 'FAQ' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      // fireEvent answers false when the page cancelled the event (a navigation in the page)
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(screen.getByTestId('where')).toHaveTextContent('/apply/form/7/step1');
  });

  it('reads only the router history, never the location (the router Link does, and renders again on every navigation)', () => {
    // no router around it: a link that read the location (to resolve a relative address, as the router's Link does)
    // would throw here: reading the location is what makes every such link render again on each navigation
    const pushed: unknown[] = [];
    const navigator = { createHref: String, encodeLocation: undefined, go: () => undefined, push: (to: unknown) => pushed.push(to), replace: () => undefined };
    render(
      <NavigationContext.Provider value={{ basename: '/', navigator, static: false, future: {} } as never}>
        <SiteLink to="/faq">FAQ</SiteLink>
      </NavigationContext.Provider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(pushed).toEqual(['/faq']);
  });
});
