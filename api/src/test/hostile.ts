import fc from 'fast-check';
import type { $ZodType as Schema } from 'zod/v4/core';

/**
 * fast-check arbitraries built from the contract's zod/mini schemas, for the hostile-input tests: values that fit a
 * schema's shape (right keys, near its bounds) mixed with values around it (wrong types, missing and extra fields,
 * strings past their maximum, unicode that printable ASCII refuses, numbers as strings, nested garbage).
 */

/** Strings a form field should refuse or survive: unicode edge cases, control characters, injection-looking text. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800', // lone high surrogate
  'x\udc00y', // lone low surrogate
  '\u202eevil\u202c', // right-to-left override
  'שלום עולם', // RTL script
  'e\u0301\u0301\u0301\u0301', // stacked combining marks
  'Z̴̡̛̮̘̰͍̫̮͔̗̞̋̒̈́͊̌̈́̏̂͘a̵̧̟̟̯͚̫̞͉̰̦̹̿̿̽͐̋̎́̚͝l̸̨̛̠̰͖̺̖͇̳͍̖̦̈́̎͗͒̀̇̈̕͝g̸̛̝̮̭̮̪̜̙̜̓̓́̾̎͋̽͛̕o̷',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\ufeffBOM',
  '\u200b\u200c\u200d',
  'Robert\'); DROP TABLE people;--',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\r\nSet-Cookie: x=1',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '__proto__',
  'constructor',
] as const;

const MAX_ARBITRARY_LENGTH = 10_000;

/** A string made of any code unit, including lone surrogates and NUL. */
const anyUnits = fc.string({ unit: 'binary', maxLength: 40 });
const hugeString = (length: number) => fc.constantFrom('a', 'é', '9', '😀', '\u0000').map((c) => c.repeat(length));

/** Any hostile scalar: nasty strings, huge strings, odd numbers, numbers as strings, null, booleans. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS),
  anyUnits,
  hugeString(MAX_ARBITRARY_LENGTH),
  fc.constantFrom<unknown>(0, -1, 1.5, -2_147_483_649, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e-308, null, true, false),
  fc.integer().map(String),
  fc.double({ noNaN: true }).map(String),
);

/** Nested garbage: arrays and objects of hostile scalars, a few levels deep, with prototype-pollution keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: Schema[];
  in?: Schema;
  out?: Schema;
}

interface CheckDef {
  check: string;
  maximum?: number;
  value?: number;
}

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The bounds a schema's checks declare (maximum length of a string, range of a number). */
function bagOf(schema: Schema): { maxLength?: number; minimum?: number; maximum?: number } {
  const checks = ((defOf(schema) as Def & { checks?: { _zod: { def: CheckDef } }[] }).checks ?? []).map((c) => c._zod.def);
  const bag: { maxLength?: number; minimum?: number; maximum?: number } = {};
  for (const check of checks) {
    if (check.check === 'max_length') bag.maxLength = check.maximum;
    if (check.check === 'greater_than') bag.minimum = check.value;
    if (check.check === 'less_than') bag.maximum = check.value;
  }
  return bag;
}

/** The maximum length of a (possibly optional or nullable) string schema, if it declares one. */
export function maxLengthOf(schema: Schema): number | undefined {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return def.innerType ? maxLengthOf(def.innerType) : undefined;
  return def.type === 'string' ? bagOf(schema).maxLength : undefined;
}

/** The top-level fields of an object schema. */
export function shapeOf(schema: Schema): Record<string, Schema> {
  const def = defOf(schema);
  return def.type === 'object' ? (def.shape ?? {}) : {};
}

/** The keys of an object schema (through optional, nullable and pipe wrappers); empty for anything else. */
export function objectKeys(schema: Schema): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  const inner = def.innerType ?? def.in;
  return inner ? objectKeys(inner) : [];
}

/**
 * A value for `schema`: most often of its shape (so requests reach past the first check), sometimes anything hostile
 * (so every kind of wrong type is tried at every depth).
 */
export function aroundSchema(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: depth > 3 ? hostileScalar : hostileValue });
}

function shaped(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const bag = bagOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, aroundSchema(field, depth + 1)]));
      // any subset of the known fields (missing ones included), plus sometimes unknown extra fields
      return fc.tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 6 }), hostileScalar, { maxKeys: 2 })).map(([known, extra]) => ({ ...extra, ...known }));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? shaped(def.innerType, depth) : hostileScalar;
    case 'pipe':
      return def.in ? shaped(def.in, depth) : hostileScalar;
    case 'array':
      return fc.array(def.element ? aroundSchema(def.element, depth + 1) : hostileScalar, { maxLength: depth > 2 ? 2 : 5 });
    case 'union':
      return def.options?.length ? fc.oneof(...def.options.map((o) => shaped(o, depth))) : hostileScalar;
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries ?? { x: 'x' })), fc.constantFrom<unknown>('', 'zz', 'NSW ', 'nsw'));
    case 'literal':
      return fc.oneof(fc.constantFrom(...((def.values?.length ? def.values : [null]) as unknown[])), hostileScalar);
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom<unknown>('true', 0, 1));
    case 'number':
    case 'int':
    case 'bigint':
      return fc.oneof(
        fc.integer({ min: bag.minimum !== undefined && Number.isFinite(bag.minimum) ? Math.max(-1e9, bag.minimum - 1) : -5, max: bag.maximum !== undefined && Number.isFinite(bag.maximum) ? Math.min(1e9, bag.maximum + 1) : 100 }),
        fc.constantFrom<unknown>(-1, 2_147_483_648, 1.25, '7'),
      );
    case 'string': {
      const max = bag.maxLength;
      return fc.oneof(
        fc.string({ maxLength: Math.min(max ?? 30, 30) }),
        fc.constantFrom<unknown>(...NASTY_STRINGS),
        anyUnits,
        max !== undefined && max < MAX_ARBITRARY_LENGTH ? fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), 'é'.repeat(max)) : hugeString(MAX_ARBITRARY_LENGTH),
      );
    }
    default:
      return hostileValue;
  }
}

/** A path parameter around its schema: in range, out of range, malformed, encoded, unicode (`raw:` ones are sent unencoded). */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.nat({ max: 5000 }).map(String),
  fc.constantFrom('-1', '0', '01', '1.5', '1e3', '0x10', '2147483647', '2147483648', '99999999999999999999', 'NaN', ' 1', '1 ', 'abc', 'A'.repeat(65), 'a_b-C'),
  fc.constantFrom(...NASTY_STRINGS).filter((s) => s !== ''),
  fc.string({ minLength: 1, maxLength: 20 }),
  // sent as they are, not encoded: malformed escapes, an encoded NUL, invalid UTF-8, dot segments
  fc.constantFrom('raw:%', 'raw:%zz', 'raw:%00', 'raw:%ED%A0%80', 'raw:%C0%AF', 'raw:..', 'raw:.', 'raw:%2e%2e', 'raw:a%2Fb'),
);

/** Header values: printable junk of every length, since Node refuses control characters in headers before the app. */
export const hostileHeader: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.constantFrom('Bearer ', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.', 'Basic Zm9vOmJhcg==', 'x'.repeat(4000), 'msic', 'toll', '../msic'),
);
