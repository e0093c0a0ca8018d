import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's boundaries (docs/decisions/088, which supersedes 041; fastify/demo's decorated repositories):
 * - a route folder (api/src/routes/<a>/) imports no other route folder: what two share lives in api/src/lib, a
 *   repository or a service (ESLint holds the same rule, tools/eslint/no-cross-route-imports.mjs; this test holds
 *   it without ESLint, for the jest run);
 * - every table of the migrations has one repository (REPOSITORIES below), and its SQL is written there and nowhere
 *   else: no SQL statement in a route, lib/, a service or a plugin (db/, the database adapters and the migrator,
 *   keeps its own; tests read and seed tables directly), and no repository names another's table unless JOINS says
 *   why;
 * - no import circle in api/src.
 */
const SRC = __dirname;
const ROUTES = path.join(SRC, 'routes');
const REPOSITORIES_DIR = path.join(SRC, 'repositories');
const MIGRATIONS = path.join(SRC, '..', 'migrations');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const isTest = (name: string) => name.startsWith('test/') || /\.test\.tsx?$/.test(name);
const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length;

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

/** The tables a migration creates. */
export function tablesCreatedBy(sql: string): string[] {
  return [...sql.matchAll(/\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?/gi)].map((m) => m[1]!.toLowerCase());
}

/** Every table of the migrations (api/migrations/NNN-*.sql). */
const TABLES = [...new Set(readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).flatMap((f) => tablesCreatedBy(readFileSync(path.join(MIGRATIONS, f), 'utf8'))))].sort();

/**
 * SQL naming one of `tables`, or any table when none are given. Keywords are written in capitals in this code base
 * (migrations and queries alike), so prose ("the rows from people who applied") is not SQL.
 */
export function tableSql(tables: readonly string[] = TABLES): RegExp {
  return new RegExp(`\\b(?:FROM|INTO|UPDATE|JOIN|TABLE|TRUNCATE)\\s+(?:ONLY\\s+)?(${tables.join('|')})\\b`, 'g');
}

/** A string that starts as an SQL statement does: a statement, whatever it names (`SELECT 1` included). */
export const SQL_STATEMENT = /(['"`])\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH|TRUNCATE|LOCK)\s/g;

/**
 * The repositories, as decorated on the app (plugins/app/repositories.ts) and listed in repositories/README.md:
 * the files of each (a repository may span several) and the tables it owns. A table belongs to exactly one.
 */
export const REPOSITORIES: Record<string, { files: string[]; tables: string[] }> = {
  draftForms: { files: ['draft-forms.ts'], tables: ['draft_form', 'form_error'] },
  formPayments: { files: ['form-payments.ts'], tables: ['form_payment'] },
  people: { files: ['people.ts', 'people-queue.ts'], tables: ['people'] },
  inductions: {
    files: ['inductions.ts'],
    tables: ['induction', 'induction_program', 'induction_module', 'induction_slide', 'induction_question', 'induction_enrolment', 'induction_answer', 'induction_slide_time', 'induction_slide_completion', 'induction_certificate'],
  },
  operationalNeedRequests: { files: ['operational-need-requests.ts'], tables: ['operational_need_request'] },
  mailOutbox: { files: ['mail-outbox.ts'], tables: ['mail_outbox'] },
  staff: { files: ['staff.ts', 'staff-sessions.ts'], tables: ['staff_member', 'staff_sign_in_failure', 'staff_session'] },
  staffAccessLog: { files: ['staff-access-log.ts'], tables: ['staff_access_log'] },
  verificationCodes: { files: ['verification-codes.ts'], tables: ['verification_code'] },
  enquiries: { files: ['enquiries.ts'], tables: ['enquiry'] },
  operatorAuditLog: { files: ['operator-audit-log.ts'], tables: ['operator_audit_log'] },
  releasePointers: { files: ['release-pointers.ts'], tables: ['remote_release'] },
  releaseEvents: { files: ['release-events.ts'], tables: ['release_event'] },
  releaseHealth: { files: ['release-health.ts'], tables: ['release_health'] },
  clientErrorLog: { files: ['client-error-log.ts'], tables: ['client_error_log'] },
  missingPageLog: { files: ['missing-page-log.ts'], tables: ['missing_page_log'] },
  usedCaptchaChallenges: { files: ['used-captcha-challenges.ts'], tables: ['used_captcha_challenge'] },
  abnRegister: { files: ['abn-register.ts'], tables: ['abn_register'] },
  operationalNeeds: { files: ['operational-needs.ts'], tables: ['operational_need'] },
  operationalNeedCategories: { files: ['operational-need-categories.ts'], tables: ['operational_need_category'] },
  accessFrequencies: { files: ['access-frequencies.ts'], tables: ['operational_need_access_frequency'] },
  issuingBodies: { files: ['issuing-bodies.ts'], tables: ['issuing_body'] },
  countries: { files: ['countries.ts'], tables: ['country'] },
  states: { files: ['states.ts'], tables: ['state'] },
  airports: { files: ['airports.ts'], tables: ['airport'] },
  idDocumentTypes: { files: ['id-document-types.ts'], tables: ['id_document_type'] },
  lodgementOptions: { files: ['lodgement-options.ts'], tables: ['lodgement_option'] },
  // the health check's `SELECT 1`: a statement of no table, so that the route holds none
  healthCheck: { files: ['health-check.ts'], tables: [] },
};

/** A repository that reads another's table in one of its statements, and why: each join is named here. */
export const JOINS: { repository: string; table: string; why: string }[] = [
  { repository: 'people', table: 'draft_form', why: 'a person is read with the answers of the draft it was converted from (form_data, opened through app.draftForms), in one statement' },
  { repository: 'operationalNeedRequests', table: 'people', why: 'a signing request is read with its applicant (name, company, form), whom the signer and the letter are shown' },
  { repository: 'inductions', table: 'people', why: "an enrolment takes its person's company and induction-only state, and a certificate of a redacted person is not verified" },
];

const repositoryOfFile = new Map(Object.entries(REPOSITORIES).flatMap(([name, r]) => r.files.map((f) => [f, name] as const)));
const repositoryOfTable = new Map(Object.entries(REPOSITORIES).flatMap(([name, r]) => r.tables.map((t) => [t, name] as const)));

/** The relative imports of a file, resolved to the .ts files they name. */
function importsOf(file: string, code: string): string[] {
  return specifiers(code).flatMap((spec) => {
    if (!spec.startsWith('.')) return [];
    const base = path.resolve(path.dirname(file), spec);
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((c) => /\.tsx?$/.test(c) && existsSync(c));
    return found ? [found] : [];
  });
}

/** The import circles of a graph (module → what it imports): each strongly connected part of more than one module, or a module that imports itself. */
export function circlesOf(graph: Map<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || graph.get(v)!.includes(v)) circles.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return circles;
}

describe('API boundaries (docs/decisions/088)', () => {
  it('finds what it looks for (the checks below are not vacuous)', () => {
    expect(specifiers("import { a } from '../people/x';\nexport * from './y';\nconst z = await import('../z');\nrequire('w');")).toEqual(['../people/x', './y', '../z', 'w']);
    expect(specifiers("import type {\n  A,\n  B,\n} from '../multi/line';")).toEqual(['../multi/line']);
    expect(routeFolderOf(path.join(ROUTES, 'people', 'index.ts'))).toBe('people');
    expect(routeFolderOf(path.join(ROUTES, 'index.ts'))).toBeUndefined();
    expect(routeFolderOf(path.join(SRC, 'lib', 'route.ts'))).toBeUndefined();
    expect(tablesCreatedBy('CREATE TABLE IF NOT EXISTS people (\n id int);\ncreate table form_payment (id int)')).toEqual(['people', 'form_payment']);
    // the migrations' tables, the old and the new among them
    expect(TABLES.length).toBeGreaterThanOrEqual(36);
    for (const table of ['country', 'operational_need', 'operational_need_access_frequency', 'form_payment', 'verification_code', 'staff_session', 'used_captcha_challenge']) expect(TABLES).toContain(table);
    const found = (sql: string) => [...sql.matchAll(tableSql())].map((m) => m[1]);
    expect(found('SELECT * FROM draft_form WHERE id = $1')).toEqual(['draft_form']);
    expect(found('INSERT INTO induction_slide_time (enrolment_id) VALUES ($1)')).toEqual(['induction_slide_time']);
    expect(found('SELECT 1 FROM operational_need_access_frequency f JOIN people p ON true')).toEqual(['operational_need_access_frequency', 'people']);
    expect(found('UPDATE\n      mail_outbox SET sent_at = now()')).toEqual(['mail_outbox']);
    expect(found('SELECT name FROM operational_need WHERE id = $1')).toEqual(['operational_need']);
    expect(found('the form_error reports, from people who applied; updated from state')).toEqual([]);
    expect(found('SELECT * FROM operational_needs')).toEqual([]);
    const statements = (code: string) => [...code.matchAll(SQL_STATEMENT)].length;
    expect(statements("await app.db.query('SELECT 1');")).toBe(1);
    expect(statements('const SELECT = `SELECT id AS "Id" FROM country`;\nq.query(`\n  UPDATE x SET y = 1`)')).toBe(2);
    expect(statements("const label = 'Select a country'; // SELECT in a comment")).toBe(0);
    expect(circlesOf(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']], ['e', ['e']]]))).toEqual([['a', 'b', 'c'], ['e']]);
    expect(circlesOf(new Map([['a', ['b']], ['b', []], ['c', ['a', 'b']]]))).toEqual([]);
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

  it('every table of the migrations has one repository, and every repository file is one of a repository', () => {
    const owners = Object.values(REPOSITORIES).flatMap((r) => r.tables);
    expect(owners.filter((t, i) => owners.indexOf(t) !== i)).toEqual([]);
    expect(TABLES.filter((t) => !repositoryOfTable.has(t))).toEqual([]);
    expect(owners.filter((t) => !TABLES.includes(t))).toEqual([]);
    const files = readdirSync(REPOSITORIES_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');
    expect(files.filter((f) => !repositoryOfFile.has(f))).toEqual([]);
    expect([...repositoryOfFile.keys()].filter((f) => !files.includes(f))).toEqual([]);
    // each is decorated on the app under its name
    const plugin = readFileSync(path.join(SRC, 'plugins', 'app', 'repositories.ts'), 'utf8');
    expect(Object.keys(REPOSITORIES).filter((name) => !plugin.includes(`app.decorate('${name}'`))).toEqual([]);
    // and writes SQL of each table it owns
    const missing: string[] = [];
    for (const [name, r] of Object.entries(REPOSITORIES)) {
      const code = r.files.map((f) => readFileSync(path.join(REPOSITORIES_DIR, f), 'utf8')).join('\n');
      for (const table of r.tables) if (![...code.matchAll(tableSql([table]))].length) missing.push(`${name}: ${table}`);
    }
    expect(missing).toEqual([]);
  });

  it('no SQL outside api/src/repositories/ (and db/): routes, lib/, services and plugins call repositories', () => {
    const outside: string[] = [];
    for (const file of tsFiles(SRC)) {
      const name = rel(file);
      // tests read and seed the tables directly, as a person inspecting the database would
      if (name.startsWith('repositories/') || name.startsWith('db/') || isTest(name)) continue;
      // the whole file, so that a keyword and its table on two lines are found too
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(tableSql())) outside.push(`${name}:${lineOf(code, match.index)}: ${match[0].replace(/\s+/g, ' ')}`);
      for (const match of code.matchAll(SQL_STATEMENT)) outside.push(`${name}:${lineOf(code, match.index)}: ${code.slice(match.index, match.index + 40).replace(/\s+/g, ' ')}…`);
    }
    expect([...new Set(outside)]).toEqual([]);
  });

  it("a repository queries its own tables only, and another's only through a join JOINS names", () => {
    const foreign: string[] = [];
    const used = new Set<string>();
    for (const file of tsFiles(REPOSITORIES_DIR)) {
      const name = path.basename(file);
      if (isTest(rel(file))) continue;
      const repository = repositoryOfFile.get(name) ?? '(none)';
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(tableSql())) {
        const table = match[1]!;
        if (repositoryOfTable.get(table) === repository) continue;
        const join = JOINS.find((j) => j.repository === repository && j.table === table);
        if (join) used.add(`${join.repository}:${join.table}`);
        else foreign.push(`repositories/${name}:${lineOf(code, match.index)}: ${match[0].replace(/\s+/g, ' ')} (${table} is ${repositoryOfTable.get(table) ?? 'no repository'}'s)`);
      }
    }
    expect(foreign).toEqual([]);
    // a join that is no longer made leaves the list
    expect(JOINS.map((j) => `${j.repository}:${j.table}`).filter((j) => !used.has(j))).toEqual([]);
    for (const join of JOINS) expect(join.why.length).toBeGreaterThan(20);
  });

  it('no import circle in api/src', () => {
    const graph = new Map(tsFiles(SRC).map((file) => [rel(file), importsOf(file, readFileSync(file, 'utf8')).map(rel)] as const));
    expect(circlesOf(graph)).toEqual([]);
  });
});
