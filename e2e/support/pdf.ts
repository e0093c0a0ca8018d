import { constants, inflateSync } from 'node:zlib';

/** The text pdfkit drew in a PDF: its inflated content streams, the hex strings of their TJ operators. */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      // a stream whose compressed data ends in a CR byte loses it to the `\r?\nendstream` of the pattern (1 PDF in
      // 256: the last byte is the checksum's): the checksum is not needed to read the text, so a short end is read
      content = inflateSync(Buffer.from(match[1] as string, 'latin1'), { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) out.push([...(tj[1] as string).matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1] as string, 'hex').toString('latin1')).join(''));
  }
  return out.join('\n');
}
