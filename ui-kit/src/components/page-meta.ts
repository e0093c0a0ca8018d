import { useEffect } from 'react';

/** Sets the document title and description; the host sets route defaults, a screen may refine them. */
export function setPageMeta(title: string, description: string, siteName?: string) {
  const full = siteName ? `${title} | ${siteName}` : title;
  // the same page title again (a wizard step move) is not written: a write is a change the browser is told of
  if (document.title !== full) document.title = full;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  if (meta.content !== description) meta.content = description;
}

let siteNameForScreens: string | undefined;
export function setSiteName(name: string) {
  siteNameForScreens = name;
}

/** A screen's own title and description (for example a FAQ question or a media article). */
export function usePageMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    if (!title) return;
    const current = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
    setPageMeta(title, description ?? current, siteNameForScreens);
  }, [title, description]);
}
