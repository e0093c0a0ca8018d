import PDFDocument from 'pdfkit';
import { field } from './document';

// Issue 39: the application form ran to three pages with a label alone at the foot of page 2 and its answer alone on
// page 3. A field that does not fit in what is left of a page starts the next one, label and answer together.
describe('a label and its answer stay on one page', () => {
  function drawnOn(draw: (doc: PDFKit.PDFDocument) => void): { text: string; page: number }[] {
    const doc = new PDFDocument({ size: 'A4', margin: 56, bufferPages: true });
    const drawn: { text: string; page: number }[] = [];
    const text = doc.text.bind(doc);
    doc.text = ((value: string, ...rest: unknown[]) => {
      drawn.push({ text: String(value), page: doc.bufferedPageRange().count });
      return (text as (...args: unknown[]) => PDFKit.PDFDocument)(value, ...rest);
    }) as typeof doc.text;
    draw(doc);
    doc.end();
    return drawn;
  }

  it('a long answer that does not fit at the foot of the page starts the next page with its label', () => {
    const answer = 'I drive a forklift and a straddle carrier on the container terminal, moving boxes between the berth, the stacks and the gate, on day and night shifts, every week of the year.';
    const drawn = drawnOn((doc) => {
      doc.y = doc.page.height - doc.page.margins.bottom - 16;
      field(doc, 'Occupation', answer);
    });
    expect(drawn.map((d) => d.page)).toEqual([2, 2]);
  });

  it('a field that fits stays where it is', () => {
    const drawn = drawnOn((doc) => field(doc, 'Name', 'Jane Mary O’Brien'));
    expect(drawn.map((d) => d.page)).toEqual([1, 1]);
  });
});
