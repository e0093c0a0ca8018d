/**
 * Front matter of a content file: a block between `---` lines with `key: value` lines and `key:` followed by
 * `- item` lines. Deliberately small: content files need nothing more, and an unknown shape is an error.
 */
export interface Parsed {
  data: Record<string, string | string[]>;
  body: string;
}

export function parseFrontMatter(source: string, file: string): Parsed {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: missing front matter (--- ... ---)`);
  const data: Record<string, string | string[]> = {};
  let listKey: string | undefined;
  for (const raw of match[1]!.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (!line.trim()) continue;
    const item = /^\s+-\s+(.+)$/.exec(line);
    if (item && listKey) {
      (data[listKey] as string[]).push(unquote(item[1]!));
      continue;
    }
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`${file}: cannot read front matter line "${line}"`);
    const [, key, value] = pair as unknown as [string, string, string];
    if (value === '') {
      data[key] = [];
      listKey = key;
    } else {
      data[key] = unquote(value);
      listKey = undefined;
    }
  }
  return { data, body: match[2]! };
}

function unquote(value: string): string {
  const v = value.trim();
  return /^(["']).*\1$/.test(v) ? v.slice(1, -1) : v;
}
