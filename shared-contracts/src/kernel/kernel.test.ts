import { buildSync, type Metafile } from 'esbuild';
import path from 'node:path';

// Issue 41: the kernel is every page's federation singleton and carries no zod. This walks its module graph as a
// bundler does (type-only imports erased) and fails on any module of zod, naming the chain that reached it.
const SRC = path.resolve(__dirname, '..');

function graphOf(entry: string): Metafile {
  const { metafile } = buildSync({
    entryPoints: [path.join(SRC, entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    // the kernel's own dependencies are shared singletons of their own
    external: ['react', 'react-dom', 'zustand', 'zustand/*'],
    logLevel: 'silent',
  });
  return metafile;
}

/** The chain of imports from the entry to the first module whose path matches, or undefined. */
function chainTo(metafile: Metafile, entry: string, matches: (file: string) => boolean): string[] | undefined {
  const start = path.relative(process.cwd(), path.join(SRC, entry));
  const from = new Map<string, string>();
  const queue = [start];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (matches(file)) {
      const chain = [file];
      for (let at = from.get(file); at; at = from.get(at)) chain.unshift(at);
      return chain;
    }
    for (const { path: next } of metafile.inputs[file]?.imports ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        from.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const isZod = (file: string) => /(^|\/)node_modules\/zod\//.test(file);

describe('the kernel (`shared-contracts`) imports no zod', () => {
  it.each(['kernel/index.ts', 'browser.ts', 'index.ts'])('%s: no module of zod in its graph', (entry) => {
    const metafile = graphOf(entry);
    expect(Object.keys(metafile.inputs).length).toBeGreaterThan(20);
    expect(chainTo(metafile, entry, isZod)).toBeUndefined();
  });

  it('the test sees zod where it is (a domain entry)', () => {
    expect(chainTo(graphOf('form/index.ts'), 'form/index.ts', isZod)).toBeDefined();
  });
});
