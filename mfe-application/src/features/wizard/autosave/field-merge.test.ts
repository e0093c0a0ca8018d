import type { ApplicantDraft } from 'shared-contracts/form';
import { mergeFields } from './field-merge';

describe('two tabs: a field-level merge over the version both started from (issue 18)', () => {
  const base: ApplicantDraft = { _id: 4, _version: 2, _stepCompleted: 1, Firstname: 'Jane', Surname: 'Citizen', Birthplace: 'Perth', ExtraData: { OpNeedOccupation: 'deckhand' } };

  it.each([
    ['only this tab changed a field: its answer is kept', { Surname: 'Mine' }, {}, { Surname: 'Mine' }, ['Surname'], []],
    ['only the other tab changed it: the saved answer', {}, { Surname: 'Theirs' }, { Surname: 'Theirs' }, [], []],
    ['both changed it the same way: no conflict', { Surname: 'Same' }, { Surname: 'Same' }, { Surname: 'Same' }, [], []],
    ['both changed it differently: the saved answer, reported', { Surname: 'Mine' }, { Surname: 'Theirs' }, { Surname: 'Theirs' }, [], ['Surname']],
    ['different fields of each tab: both kept', { Birthplace: 'Albany' }, { Surname: 'Theirs' }, { Birthplace: 'Albany', Surname: 'Theirs' }, ['Birthplace'], []],
    ['nested fields merge by key', { ExtraData: { OpNeedOccupation: 'skipper' } }, { ExtraData: { OpNeedOccupation: 'deckhand', PortAccess: 'Bunbury' } }, { ExtraData: { OpNeedOccupation: 'skipper', PortAccess: 'Bunbury' } }, ['ExtraData.OpNeedOccupation'], []],
    ['a field this tab cleared stays cleared', { Birthplace: undefined }, { Surname: 'Theirs' }, { Birthplace: undefined, Surname: 'Theirs' }, ['Birthplace'], []],
  ] as const)('%s', (_name, mineChanges, theirChanges, expected, kept, overridden) => {
    const result = mergeFields(base, { ...base, ...mineChanges } as ApplicantDraft, { ...base, ...theirChanges, _version: 3 } as ApplicantDraft);
    const present = Object.fromEntries(Object.entries(expected).filter(([, v]) => v !== undefined));
    expect(result.draft).toMatchObject({ ...present, _version: 3 });
    for (const [field, value] of Object.entries(expected)) if (value === undefined) expect(result.draft).not.toHaveProperty(field);
    expect(result.kept).toEqual(kept);
    expect(result.overridden).toEqual(overridden);
  });

  it('a list (the address history) is one field; the steps completed are the furthest; the version is the saved one', () => {
    const withAddress = { ...base, _address: [{ Line1: '1 A St' }] } as ApplicantDraft;
    const result = mergeFields(withAddress, { ...withAddress, _address: [{ Line1: '1 A St' }, { Line1: '2 B St' }], _stepCompleted: 2 } as ApplicantDraft, { ...withAddress, _version: 5, Surname: 'Theirs' });
    expect(result.draft._address).toEqual([{ Line1: '1 A St' }, { Line1: '2 B St' }]);
    expect(result.draft).toMatchObject({ _stepCompleted: 2, _version: 5, Surname: 'Theirs' });
    expect(result.kept).toEqual(['_address']);
  });
});
