/**
 * The shape of the site's content after the build step (tools/build-content.ts): Markdown from content/ turned
 * into a small tree that the browser renders with the UI kit. No Markdown parser reaches the browser, links
 * inside the site become router links, and nothing is injected as HTML.
 */
export type Inline =
  | string
  | { t: 'strong' | 'em'; c: Inline[] }
  | { t: 'link'; href: string; c: Inline[] }
  | { t: 'code'; v: string }
  | { t: 'br' };

export type Block =
  | { t: 'h'; level: 2 | 3 | 4; id: string; c: Inline[] }
  | { t: 'p'; c: Inline[] }
  | { t: 'list'; ordered: boolean; items: Block[][] }
  | { t: 'quote'; c: Block[] }
  | { t: 'hr' };

export interface FaqSummary {
  slug: string;
  question: string;
  category: string;
}

/** One of the three FAQ teasers of /apply: the question and the first paragraph of its answer. */
export interface FaqTeaser extends FaqSummary {
  answer: Inline[];
}

/** An information page (the route table gives its heading, title and description). */
export interface PageContent {
  route: string;
  /** article: headings and paragraphs; accordion: each `##` section is a panel (/replace) */
  layout: 'article' | 'accordion';
  body: Block[];
  teasers: FaqTeaser[];
}

export interface FaqEntry extends FaqSummary {
  description: string;
  body: Block[];
  related: FaqSummary[];
}

export interface MediaSummary {
  slug: string;
  title: string;
  description: string;
  /** ISO date, yyyy-MM-dd */
  date: string;
}

export interface MediaArticle extends MediaSummary {
  body: Block[];
}

/** The FAQ topics in the order the FAQ page shows them. */
export const FAQ_CATEGORIES = [
  'About the cards',
  'Applying',
  'Identity and background check',
  'Operational need',
  'Fees, payment and lodgement',
  'After you apply',
  'Holding a card',
] as const;
