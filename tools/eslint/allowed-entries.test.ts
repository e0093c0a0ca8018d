import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import entries, { ENTRIES, LEVELS } from './allowed-entries.mjs';

const ROOT = path.resolve(__dirname, '../..');

function problems(code: string, file: string, pkg: keyof typeof ENTRIES) {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser as Linter.Parser }, plugins: { entries }, rules: { 'entries/allowed-entries': ['error', { allow: ENTRIES[pkg] }] } }],
    { filename: path.join(ROOT, file) },
  );
}

describe('a front end imports only the entries its list allows (issue 41, decision 090)', () => {
  it('a remote: the kernel, the UI layer and its own domain; not another domain, nor a compatibility entry', () => {
    const code = [
      "import { sessionStore } from 'shared-contracts';",
      "import { formApi } from 'shared-contracts/form';",
      "import { useSchemaForm } from 'ui-kit/form';",
      "import { Modal } from 'ui-kit/modal';",
      "import { trackingApi } from 'shared-contracts/tracking';",
      "import { getApi } from 'shared-contracts/api';",
      "export { TextInput } from 'ui-kit/forms';",
      "void import('shared-contracts/validators');",
      "import { useState } from 'react';",
    ].join('\n');
    const found = problems(code, 'mfe-application/src/features/x.tsx', 'mfe-application');
    expect(found.map((p) => [p.line, p.message.match(/'([^']+)'/)?.[1]])).toEqual([
      [5, 'shared-contracts/tracking'],
      [6, 'shared-contracts/api'],
      [7, 'ui-kit/forms'],
      [8, 'shared-contracts/validators'],
    ]);
  });

  it('a test may also use the fixtures and any entry of the new shape, never a compatibility entry', () => {
    const code = ["import { validDraft } from 'shared-contracts/testing';", "import { TextInput } from 'ui-kit/form';", "import { getApi } from 'shared-contracts/api';"].join('\n');
    expect(problems(code, 'shell/src/app/x.test.tsx', 'shell').map((p) => p.line)).toEqual([3]);
  });

  it('is enforced on the shell and ui-kit now; each remote by its phase B engineer', () => {
    expect(Object.keys(LEVELS).sort()).toEqual(Object.keys(ENTRIES).sort());
    expect(LEVELS.shell).toBe('error');
    expect(LEVELS['ui-kit']).toBe('error');
  });
});
