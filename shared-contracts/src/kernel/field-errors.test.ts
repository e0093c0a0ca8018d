import { createFieldErrors, fieldErrorsFromIssues, FORM_ERROR_KEY, hasFieldErrors, mergeFieldErrors } from './field-errors';

describe('field errors keyed by field path', () => {
  it('takes any field name a client sends, including names of Object members', () => {
    const c = createFieldErrors();
    expect(c.has('constructor')).toBe(false);
    c.add('constructor', 'Unknown field');
    c.add('__proto__', 'Unknown field');
    c.add('toString', 'Unknown field');
    expect(c.has('constructor')).toBe(true);
    expect(JSON.parse(JSON.stringify(c.errors))).toEqual({ constructor: ['Unknown field'], ['__proto__']: ['Unknown field'], toString: ['Unknown field'] });
    expect(Object.keys(fieldErrorsFromIssues([{ path: ['hasOwnProperty'], message: 'x' }]))).toEqual(['hasOwnProperty']);
  });
  it('collects messages once per path', () => {
    const c = createFieldErrors();
    c.add('Firstname', 'Enter your first name');
    c.add('Firstname', 'Enter your first name');
    c.add('_address.1.ToDate', 'Enter the date you moved out');
    expect(c.errors).toEqual({ Firstname: ['Enter your first name'], '_address.1.ToDate': ['Enter the date you moved out'] });
    expect(c.has('Firstname')).toBe(true);
    expect(c.has('Surname')).toBe(false);
  });

  it('turns zod issues into paths, the root into _form', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['_address', 0, 'Postcode'], message: 'Enter a postcode of 3 to 5 digits' },
        { path: [], message: 'Bad body' },
      ]),
    ).toEqual({ '_address.0.Postcode': ['Enter a postcode of 3 to 5 digits'], [FORM_ERROR_KEY]: ['Bad body'] });
  });

  it('merges and tells emptiness', () => {
    const merged = mergeFieldErrors({ a: ['x'] }, { a: ['y'], b: ['z'] });
    expect(merged).toEqual({ a: ['x', 'y'], b: ['z'] });
    expect(hasFieldErrors(merged)).toBe(true);
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ a: [] })).toBe(false);
  });
});
