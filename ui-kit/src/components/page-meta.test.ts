import { setPageMeta } from './page-meta';

describe('setPageMeta', () => {
  it('writes the title with the site name and the description', () => {
    setPageMeta('Track your application', 'Follow your application.', 'MSIC Card Online');
    expect(document.title).toBe('Track your application | MSIC Card Online');
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('Follow your application.');
  });

  it('does not write the same title and description again (a wizard step move keeps them)', () => {
    setPageMeta('Apply', 'Apply for a card.', 'MSIC Card Online');
    const titleSet = jest.spyOn(document, 'title', 'set');
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')!;
    const contentSet = jest.spyOn(meta, 'content', 'set');
    setPageMeta('Apply', 'Apply for a card.', 'MSIC Card Online');
    expect(titleSet).not.toHaveBeenCalled();
    expect(contentSet).not.toHaveBeenCalled();
    setPageMeta('Apply: step 2', 'Apply for a card.', 'MSIC Card Online');
    expect(titleSet).toHaveBeenCalledWith('Apply: step 2 | MSIC Card Online');
    titleSet.mockRestore();
    contentSet.mockRestore();
  });
});
