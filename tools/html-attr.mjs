/** A value written inside a double-quoted HTML attribute (the static server's page hints and first screens). */
export const attr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
