// Inside an <img>, an SVG runs no script and loads nothing: the markup is never put in the page.
export function QrCodeImage({ svg, label }: { svg: string; label: string }) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return <img src={src} alt={label} width={200} height={200} style={{ background: '#fff', padding: 8, border: '1px solid var(--mantine-color-gray-4)' }} />;
}
