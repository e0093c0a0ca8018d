import type { Suburb } from '../reference/reference-data';
import { localityProblem, matchSuburbs, type LocalitiesOf } from './localities';

const NSW: Suburb[] = [
  { Name: 'Newtown', Postcode: '2042', State: 'NSW' },
  { Name: 'South Hurstville', Postcode: '2221', State: 'NSW' },
  { Name: 'Southgate', Postcode: '2460', State: 'NSW' },
];
const localities: LocalitiesOf = (state) => (state === 'NSW' ? NSW : undefined);

describe('issue 39: an Australian suburb is one of its state\'s, with its postcode', () => {
  it('a published locality with its postcode passes, whatever its case', () => {
    expect(localityProblem(localities, 'NSW', 'newtown', '2042')).toBeNull();
  });

  it('"South Towns" is no suburb of New South Wales', () => {
    expect(localityProblem(localities, 'NSW', 'South Towns', '2000')).toEqual({ field: 'suburb', message: 'We cannot find South Towns in NSW: choose the suburb or town from the list as you type' });
  });

  it('a postcode that is not the locality\'s is named, with the right one', () => {
    expect(localityProblem(localities, 'NSW', 'Newtown', '2000')).toEqual({ field: 'postcode', message: '2000 is not a postcode of Newtown: it is 2042' });
  });

  it('says nothing when the state\'s list is not at hand (the server, which has them all, checks)', () => {
    expect(localityProblem(localities, 'VIC', 'South Towns', '3000')).toBeNull();
    expect(localityProblem(undefined, 'NSW', 'South Towns', '2000')).toBeNull();
  });

  it('the typeahead suggests names starting with the text first (spec §9: 2 characters, 5 results)', () => {
    expect(matchSuburbs(NSW, 'So').map((s) => s.Name)).toEqual(['South Hurstville', 'Southgate']);
    expect(matchSuburbs(NSW, 'S')).toEqual([]);
  });
});
