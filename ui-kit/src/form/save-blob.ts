// Here rather than in the shared core: the remotes whose buttons download a file bundle it, tree-shaken (docs/decisions/090).
/** Saves a file the page holds (a PDF the API sent, a letter it wrote) under `fileName`, as a clicked link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // later, not at once: a browser may still be reading the file when click() returns
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
