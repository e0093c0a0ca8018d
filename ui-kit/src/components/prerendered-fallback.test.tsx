import { render, screen, within } from '@testing-library/react';
import { PrerenderedFallback, PrerenderedScreenDone } from './prerendered-fallback';

/** The copy the shell keeps in view: the server's first screen of `/track-msic`. */
function shellCopy(pathname: string) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div data-prerendered-path="${pathname}"><h1>Track your application</h1></div>`;
  document.body.append(root);
  return root;
}

describe('PrerenderedFallback', () => {
  afterEach(() => {
    document.getElementById('root')?.remove();
    render(<PrerenderedScreenDone />).unmount();
  });

  it('shows the prerendered screen of its address, busy, until the screen is there; later visits get the skeleton', () => {
    const root = shellCopy('/track-msic');
    const first = render(<PrerenderedFallback pathname="/track-msic"><p>skeleton</p></PrerenderedFallback>);
    const heading = within(first.container).getByRole('heading', { name: 'Track your application' });
    expect(heading.closest('[aria-busy="true"]')).toHaveAttribute('data-prerendered-path', '/track-msic');
    expect(screen.queryByText('skeleton')).not.toBeInTheDocument();
    first.unmount();
    root.remove();

    // the screen rendered: the next visit to the same address shows the skeleton, not the first visit's copy
    render(<PrerenderedScreenDone />).unmount();
    render(<PrerenderedFallback pathname="/track-msic"><p>skeleton</p></PrerenderedFallback>);
    expect(screen.getByText('skeleton')).toBeInTheDocument();
  });

  it('shows the skeleton when the copy is of another address', () => {
    shellCopy('/faq');
    const { container } = render(<PrerenderedFallback pathname="/track-msic"><p>skeleton</p></PrerenderedFallback>);
    expect(within(container).getByText('skeleton')).toBeInTheDocument();
    expect(within(container).queryByRole('heading')).not.toBeInTheDocument();
  });
});
