import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import routeBoundaries from './no-cross-route-imports.mjs';

const ROOT = path.resolve(__dirname, '../..');
const routes = (file: string) => path.join(ROOT, 'api/src/routes', file);

function problems(code: string, file: string, allow: string[] = []) {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as Linter.Parser }, plugins: { rb: routeBoundaries }, rules: { 'rb/no-cross-route-imports': ['error', { allow }] } }],
    { filename: file },
  );
}

describe('a route folder of api/src/routes imports no other route folder (issue 21)', () => {
  it('reports an import, a re-export, a dynamic import and a require of another route folder', () => {
    const code = [
      "import { x } from '../people/people-record';",
      "export { y } from '../../routes/form/index';",
      "export * from '../induction';",
      "void import('../login/index');",
      "require('../operator/apply-action');",
    ].join('\n');
    const found = problems(code, routes('contact/fixture.ts'));
    expect(found.map((p) => [p.line, p.message.match(/'([\w-]+)' imports the route folder '([\w-]+)'/)?.slice(1)])).toEqual([
      [1, ['contact', 'people']],
      [2, ['contact', 'form']],
      [3, ['contact', 'induction']],
      [4, ['contact', 'login']],
      [5, ['contact', 'operator']],
    ]);
  });

  it('reports from a nested file of a route folder too', () => {
    expect(problems("import { x } from '../../people/people-record';", routes('contact/mail/fixture.ts'))).toHaveLength(1);
  });

  it('allows the same folder, the modules outside routes/, packages, and the routes index', () => {
    const code = ["import { a } from './schema';", "import { b } from '../../db/pool';", "import { c } from 'shared-contracts';", "import { d } from '../../lib/http';"].join('\n');
    expect(problems(code, routes('contact/fixture.ts'))).toEqual([]);
    expect(problems("import { people } from './people';", routes('index.ts'))).toEqual([]);
  });

  it('allows only the pairs of the allowlist, in their direction', () => {
    expect(problems("import { x } from '../people/people-record';", routes('login/fixture.ts'), ['login -> people'])).toEqual([]);
    expect(problems("import { x } from '../login/index';", routes('people/fixture.ts'), ['login -> people'])).toHaveLength(1);
  });

  // the rule as the project runs it: eslint.config.mjs, on a fixture given on standard input
  const eslint = (file: string, code: string) =>
    spawnSync(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file], { cwd: ROOT, input: code, encoding: 'utf8' });

  it('fails `eslint` on any cross-route import: the allowlist is empty (eslint.config.mjs, docs/decisions/041)', () => {
    const fresh = eslint('api/src/routes/contact/fixture.ts', "export { findPeople } from '../people/index';\n");
    expect(fresh.status).toBe(1);
    expect(fresh.stdout).toContain("The route folder 'contact' imports the route folder 'people'");
    // the pair decision 033 tolerated while the repositories were written
    const former = eslint('api/src/routes/login/fixture.ts', "export { findPeople } from '../people/index';\n");
    expect(former.status).toBe(1);
    expect(former.stdout).toContain("The route folder 'login' imports the route folder 'people'");
    const shared = eslint('api/src/routes/login/fixture.ts', "export { requirePerson } from '../../lib/person-access';\n");
    expect(shared.stdout).toBe('');
    expect(shared.status).toBe(0);
  }, 120_000);
});
