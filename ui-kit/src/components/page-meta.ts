import { useEffect } from 'react';

/** Sets the document title and description; the host sets route defaults, a screen may refine them. */
export function setPageMeta(title: string, description: string, siteName?: string) {
  document.title = siteName ? `${title} | ${siteName}` : title;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
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
