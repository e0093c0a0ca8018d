import { deflateSync } from 'node:zlib';
import { renderPdf } from './document';
import { pdfText } from './pdf-text';

/** A one-stream PDF object as pdfkit writes it: `stream\n<bytes>\nendstream`. */
const streamObject = (data: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`%PDF-1.3\n1 0 obj\n<<\n/Length ${data.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream\nendobj\n', 'latin1')]);

const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');

describe('pdfText', () => {
  it('reads the text of a document pdfkit drew', async () => {
    const pdf = await renderPdf({ title: 'Tax invoice', subject: 'test', author: 'MSIC Card Online' }, (doc) => {
      doc.text('Tax invoice');
      doc.text('Jane Harbourside');
    });
    expect(pdfText(pdf).split('\n')).toEqual(['Tax invoice', 'Jane Harbourside']);
  });

  it('reads a stream whose compressed bytes end in a carriage return (cut by its /Length, not at "\\r\\nendstream")', () => {
    let data = Buffer.alloc(0);
    let text = '';
    for (let n = 0; n < 100_000; n += 1) {
      text = `Issued ${n}`;
      data = deflateSync(Buffer.from(`BT [<${hex(text)}>] TJ ET`, 'latin1'));
      if (data[data.length - 1] === 0x0d) break;
    }
    expect(data[data.length - 1]).toBe(0x0d);
    expect(pdfText(streamObject(data))).toBe(text);
  });
});
