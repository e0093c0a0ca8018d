import { saveBlob } from './save-blob';

describe('saveBlob', () => {
  it('clicks a link to the file under its name, and releases the address later', () => {
    jest.useFakeTimers();
    const blob = new Blob(['%PDF']);
    const createObjectURL = jest.fn(() => 'blob:letter');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    let clicked: { href: string; download: string; inPage: boolean } | undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked = { href: this.href, download: this.download, inPage: document.body.contains(this) };
    });
    try {
      saveBlob(blob, 'letter.pdf');
    } finally {
      click.mockRestore();
    }
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual({ href: 'blob:letter', download: 'letter.pdf', inPage: true });
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:letter');
    jest.useRealTimers();
  });
});
