import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF that pdfkit made (tests only): inflates each content stream and decodes the hex strings
 * of its TJ operators. Enough to check that a document names the applicant, without a PDF library.
 *
 * Each stream is cut by the `/Length` of its dictionary, not by searching for `endstream`: pdfkit writes
 * `stream\n<bytes>\nendstream`, and compressed bytes that end in `\r` made a `\r?\nendstream` search cut the last
 * byte off, so the stream did not inflate and its text read empty (about one document in 256, when the content
 * holds a time: people.test's invoice, once).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(source); match; match = streamStart.exec(source)) {
    if (source.slice(match.index - 3, match.index) === 'end') continue;
    const objectStart = source.lastIndexOf(' obj', match.index);
    const length = /\/Length (\d+)/.exec(source.slice(objectStart, match.index));
    if (!length) continue;
    const dataStart = match.index + match[0].length;
    const raw = pdf.subarray(dataStart, dataStart + Number(length[1]));
    streamStart.lastIndex = dataStart + raw.length;
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
