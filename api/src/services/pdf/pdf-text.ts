import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF that pdfkit made (tests only): inflates each content stream and decodes the hex strings
 * of its TJ operators. Enough to check that a document names the applicant, without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streamPattern = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const raw = Buffer.from(match[1] as string, 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...(tj[1] as string).matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1] as string, 'hex').toString('latin1')).join('');
      lines.push(text);
    }
  }
  return lines.join('\n');
}
