import { COMPANIES } from 'shared-contracts';
import { OP_NEED_TYPES } from 'shared-contracts';
import { OP_NEED_TYPE_LABELS, opNeedTypeLabel, opNeedTypeOptions } from './operational-need-labels';

describe('operational-need types as words', () => {
  it('gives every stored type a label written as words, never the stored code', () => {
    for (const type of OP_NEED_TYPES) expect(OP_NEED_TYPE_LABELS[type]).not.toBe(type);
    expect(opNeedTypeLabel('lame')).toMatch(/licensed aircraft maintenance engineer/i);
    expect(opNeedTypeLabel('something old')).toBe('something old');
    expect(opNeedTypeLabel(undefined)).toBeUndefined();
  });

  it.each(Object.values(COMPANIES).map((c) => [c.id, c] as const))('%s offers aviation types only when it issues an ASIC', (_id, company) => {
    const offered = opNeedTypeOptions(company).map((o) => o.value);
    expect(offered).toEqual(expect.arrayContaining(['employer', 'self employed']));
    if (company.cardTypes.includes('ASIC')) expect(offered).toEqual([...OP_NEED_TYPES]);
    else expect(offered).toEqual(['employer', 'self employed']);
  });
});
