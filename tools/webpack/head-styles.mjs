/**
 * The style sheets React rendered apart from a page's markup (hoistable <style href precedence>: the theme's, ui-kit
 * HeadStylesMantineProvider), which react-dom writes before the markup of a page rendered without its <html>: `head`,
 * for the static server to write in the page's head, where HTML allows <style> (issue 40), and the markup.
 * @param {string} page
 * @returns {{ head: string, html: string }}
 */
export function splitHeadStyles(page) {
  const leading = /^(?:<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>)+/.exec(page);
  return leading ? { head: leading[0], html: page.slice(leading[0].length) } : { head: '', html: page };
}
