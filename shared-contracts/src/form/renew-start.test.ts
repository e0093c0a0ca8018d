import { validateRenewStart } from './renew-start';

const valid = { Firstname: 'Jane', Surname: "O'Brien", Email: 'jane@example.com', _confirmEmail: 'jane@example.com' };

describe('spec §2, §5: the renew quick-start asks a name and a confirmed email', () => {
  it('accepts a valid start', () => {
    expect(validateRenewStart(valid)).toEqual({});
  });

  it.each([
    [{ Firstname: ' ' }, 'Firstname', 'Enter your first name'],
    [{ Firstname: 'J4ne' }, 'Firstname', "Use letters, spaces, hyphens, apostrophes, commas and full stops only"],
    [{ Surname: '' }, 'Surname', 'Enter your surname'],
    [{ Email: 'jane@' }, 'Email', 'Enter a valid email address, like name@example.com'],
    [{ _confirmEmail: 'john@example.com' }, '_confirmEmail', 'The email addresses do not match'],
  ])('%j is refused on %s', (change, path, message) => {
    expect(validateRenewStart({ ...valid, ...change })).toEqual({ [path]: [message] });
  });
});
