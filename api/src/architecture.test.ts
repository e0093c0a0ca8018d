import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's boundaries (docs/decisions/041, fastify/demo's decorated repositories):
 * - a route folder (api/src/routes/<a>/) imports no other route folder: what two share lives in api/src/lib, a
 *   repository or a service (ESLint holds the same rule, tools/eslint/no-cross-route-imports.mjs; this test holds
 *   it without ESLint, for the jest run);
 * - the SQL of the draft form, people, induction, operational-need request and mail outbox tables is written only
 *   in api/src/repositories/, so each aggregate's queries and encryption have one home.
 */
const SRC = __dirname;
const ROUTES = path.join(SRC, 'routes');
const REPOSITORIES = path.join(SRC, 'repositories');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** Every module specifier of a file: import … from, export … from, import(), require(), jest.mock(). */
export function specifiers(code: string): string[] {
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require|jest\.mock)\(\s*['"]([^'"]+)['"]/g];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The route folder a path sits in (api/src/routes/<folder>/…), or undefined (files directly in routes/ are not one). */
export function routeFolderOf(file: string): string | undefined {
  const inside = path.relative(ROUTES, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return undefined;
  const parts = inside.split(path.sep);
  return parts.length > 1 ? parts[0] : readdirSync(ROUTES, { withFileTypes: true }).some((e) => e.isDirectory() && e.name === parts[0]) ? parts[0] : undefined;
}

/** The tables of the aggregates that have a repository; their SQL lives in api/src/repositories/ only. */
const FENCED_TABLES = ['draft_form', 'form_error', 'people', 'induction\\w*', 'operational_need_request', 'mail_outbox', 'staff_\\w*'];
/** SQL naming one of them: keywords are written in capitals in this code base (migrations and queries alike). */
export const FENCED_SQL = new RegExp(`\\b(?:FROM|INTO|UPDATE|JOIN|TABLE)\\s+(?:ONLY\\s+)?(?:${FENCED_TABLES.join('|')})\\b`);

describe('API boundaries (docs/decisions/041)', () => {
  it('finds what it looks for (the checks below are not vacuous)', () => {
    expect(specifiers("import { a } from '../people/x';\nexport * from './y';\nconst z = await import('../z');\nrequire('w');")).toEqual(['../people/x', './y', '../z', 'w']);
    expect(specifiers("import type {\n  A,\n  B,\n} from '../multi/line';")).toEqual(['../multi/line']);
    expect(routeFolderOf(path.join(ROUTES, 'people', 'index.ts'))).toBe('people');
    expect(routeFolderOf(path.join(ROUTES, 'index.ts'))).toBeUndefined();
    expect(routeFolderOf(path.join(SRC, 'lib', 'route.ts'))).toBeUndefined();
    expect(FENCED_SQL.test('SELECT * FROM draft_form WHERE id = $1')).toBe(true);
    expect(FENCED_SQL.test('INSERT INTO induction_slide_time (enrolment_id) VALUES ($1)')).toBe(true);
    expect(FENCED_SQL.test('JOIN people p ON p.id = r.people_id')).toBe(true);
    expect(FENCED_SQL.test('UPDATE\n      mail_outbox SET sent_at = now()')).toBe(true);
    expect(FENCED_SQL.test('SELECT id FROM operational_need WHERE id = $1')).toBe(false);
    expect(FENCED_SQL.test('the form_error reports, from people who applied')).toBe(false);
    // every repository holds SQL of its own table
    for (const file of ['draft-forms.ts', 'people.ts', 'people-queue.ts', 'inductions.ts', 'operational-need-requests.ts', 'mail-outbox.ts', 'staff.ts', 'staff-sessions.ts', 'staff-access-log.ts']) {
      expect(FENCED_SQL.test(readFileSync(path.join(REPOSITORIES, file), 'utf8'))).toBe(true);
    }
  });

  it('no route folder imports another route folder', () => {
    const crossings: string[] = [];
    for (const file of tsFiles(ROUTES)) {
      const from = routeFolderOf(file);
      if (!from) continue;
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const to = routeFolderOf(path.resolve(path.dirname(file), spec));
        if (to && to !== from) crossings.push(`${rel(file)} imports ${spec} (routes/${to})`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('SQL on the draft form, people, induction, operational-need request and mail outbox tables is in api/src/repositories/ only', () => {
    const outside: string[] = [];
    for (const file of tsFiles(SRC)) {
      const name = rel(file);
      // tests read and seed the tables directly, as a person inspecting the database would
      if (name.startsWith('repositories/') || name.startsWith('test/') || /\.test\.tsx?$/.test(name)) continue;
      // the whole file, so that a keyword and its table on two lines are found too
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(new RegExp(FENCED_SQL.source, 'g'))) {
        outside.push(`${name}:${code.slice(0, match.index).split('\n').length}: ${match[0].replace(/\s+/g, ' ')}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
