import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { Link, MemoryRouter, NavigationContext, useLocation, useNavigate } from 'ui-kit/router';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} (${location.key === 'default' ? 'first entry' : 'new entry'})`}</p>;
}

function renderFrame() {
  render(
    <MemoryRouter initialEntries={['/apply/form/7/step1']}>
      <nav>
        <Link to="/faq" className="nav-link">
          FAQ
        </Link>
      </nav>
      <Where />
    </MemoryRouter>,
  );
}

describe('Link (a link of the site)', () => {
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

  it('reads only the router history, never the location (the router\'s Link does, and renders again on every navigation)', () => {
    // no router around it: a link that read the location (to resolve a relative address, as the router's Link does)
    // would throw here: reading the location is what makes every such link render again on each navigation
    const pushed: unknown[] = [];
    const navigator = { createHref: String, encodeLocation: undefined, go: () => undefined, push: (to: unknown) => pushed.push(to), replace: () => undefined };
    render(
      <NavigationContext.Provider value={{ basename: '/', navigator, static: false, future: {} } as never}>
        <Link to="/faq">FAQ</Link>
      </NavigationContext.Provider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(pushed).toEqual(['/faq']);
  });

  it('replaces the entry when it leads to the address shown, as the router\'s Link does', () => {
    const calls: string[] = [];
    const navigator = { createHref: String, encodeLocation: undefined, go: () => undefined, push: (to: string) => calls.push(`push ${to}`), replace: (to: string) => calls.push(`replace ${to}`) };
    window.history.replaceState(null, '', '/faq');
    try {
      render(
        <NavigationContext.Provider value={{ basename: '/', navigator, static: false, future: {} } as never}>
          <Link to="/faq">FAQ</Link>
          <Link to="/track-msic">Track</Link>
        </NavigationContext.Provider>,
      );
      fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
      fireEvent.click(screen.getByRole('link', { name: 'Track' }));
      expect(calls).toEqual(['replace /faq', 'push /track-msic']);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('useNavigate', () => {
  function Navigator({ onRender }: { onRender: () => void }) {
    const navigate = useNavigate();
    const first = useRef(navigate);
    onRender();
    useEffect(() => {
      if (first.current !== navigate) throw new Error('navigate changed');
    }, [navigate]);
    return (
      <>
        <button type="button" onClick={() => navigate('/faq')}>
          Push
        </button>
        <button type="button" onClick={() => navigate('/track-msic', { replace: true, state: { from: 'test' } })}>
          Replace
        </button>
      </>
    );
  }

  it('pushes or replaces an entry, with its state, and does not render its caller again on a navigation', () => {
    let renders = 0;
    let seen: ReturnType<typeof useLocation> | undefined;
    function Spy() {
      seen = useLocation();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/apply/form/7/step1']}>
        <Navigator onRender={() => renders++} />
        <Spy />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Push' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/faq (new entry)');
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(seen?.pathname).toBe('/track-msic');
    expect(seen?.state).toEqual({ from: 'test' });
    expect(renders).toBe(1);
  });

  it('hands the router history a push or a replace, with the state', () => {
    const calls: unknown[] = [];
    const navigator = { createHref: String, encodeLocation: undefined, go: () => undefined, push: (...args: unknown[]) => calls.push(['push', ...args]), replace: (...args: unknown[]) => calls.push(['replace', ...args]) };
    render(
      <NavigationContext.Provider value={{ basename: '/', navigator, static: false, future: {} } as never}>
        <Navigator onRender={() => undefined} />
      </NavigationContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Push' }));
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(calls).toEqual([
      ['push', '/faq', undefined],
      ['replace', '/track-msic', { from: 'test' }],
    ]);
  });
});
