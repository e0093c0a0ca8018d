import { lexer, type Token, type Tokens } from 'marked';
import type { Block, Inline } from '../src/content/content-types';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** A heading's id: its words, lower case, joined by hyphens (for links to a section). */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');

function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (typeof n === 'string' ? n : 'c' in n ? inlineText(n.c) : 'v' in n ? n.v : ' ')).join('');
}

function inline(tokens: Token[] | undefined, file: string): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
      case 'escape': {
        const t = token as Tokens.Text;
        if (t.tokens?.length) out.push(...inline(t.tokens, file));
        else out.push(decode(t.text));
        break;
      }
      case 'strong':
      case 'em':
        out.push({ t: token.type, c: inline((token as Tokens.Strong).tokens, file) });
        break;
      case 'link':
        out.push({ t: 'link', href: (token as Tokens.Link).href, c: inline((token as Tokens.Link).tokens, file) });
        break;
      case 'codespan':
        out.push({ t: 'code', v: decode((token as Tokens.Codespan).text) });
        break;
      case 'br':
        out.push({ t: 'br' });
        break;
      default:
        throw new Error(`${file}: Markdown "${token.type}" is not supported in content (${token.raw.slice(0, 40)})`);
    }
  }
  // merge neighbouring strings
  return out.reduce<Inline[]>((acc, n) => {
    const last = acc[acc.length - 1];
    if (typeof n === 'string' && typeof last === 'string') acc[acc.length - 1] = last + n;
    else acc.push(n);
    return acc;
  }, []);
}

function blocks(tokens: Token[], file: string): Block[] {
  const out: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
        break;
      case 'heading': {
        const h = token as Tokens.Heading;
        if (h.depth < 2 || h.depth > 4) throw new Error(`${file}: headings are ## to #### (the page heading is the h1)`);
        const c = inline(h.tokens, file);
        out.push({ t: 'h', level: h.depth as 2 | 3 | 4, id: slugify(inlineText(c)), c });
        break;
      }
      case 'paragraph':
        out.push({ t: 'p', c: inline((token as Tokens.Paragraph).tokens, file) });
        break;
      case 'text':
        out.push({ t: 'p', c: inline((token as Tokens.Text).tokens ?? [token], file) });
        break;
      case 'list': {
        const l = token as Tokens.List;
        out.push({ t: 'list', ordered: l.ordered, items: l.items.map((item) => blocks(item.tokens, file)) });
        break;
      }
      case 'blockquote':
        out.push({ t: 'quote', c: blocks((token as Tokens.Blockquote).tokens, file) });
        break;
      case 'hr':
        out.push({ t: 'hr' });
        break;
      default:
        throw new Error(`${file}: Markdown "${token.type}" is not supported in content (${token.raw.slice(0, 40)})`);
    }
  }
  return out;
}

/** Markdown to the content tree the browser renders (src/content/content-types.ts). */
export function markdownToBlocks(markdown: string, file: string): Block[] {
  return blocks(lexer(markdown), file);
}

/** Every link target in a tree, for the broken-link check. */
export function linksOf(nodes: (Block | Inline)[]): string[] {
  const found: string[] = [];
  const walk = (n: Block | Inline) => {
    if (typeof n === 'string') return;
    if (n.t === 'link') found.push(n.href);
    if ('c' in n) n.c.forEach(walk);
    if (n.t === 'list') n.items.forEach((item) => item.forEach(walk));
  };
  nodes.forEach(walk);
  return found;
}

/** The plain text of a tree, for the placeholder check. */
export function textOf(nodes: (Block | Inline)[]): string {
  return nodes
    .map((n): string => {
      if (typeof n === 'string') return n;
      if (n.t === 'list') return n.items.map((item) => textOf(item)).join('\n');
      if ('c' in n) return textOf(n.c);
      if ('v' in n) return n.v;
      return '\n';
    })
    .join(' ');
}
