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

export interface FaqTeaser extends FaqSummary {
  answer: Inline[];
}

export interface PageContent {
  route: string;
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
  date: string;
}

export interface MediaArticle extends MediaSummary {
  body: Block[];
}

export const FAQ_CATEGORIES = [
  'About the cards',
  'Applying',
  'Identity and background check',
  'Operational need',
  'Fees, payment and lodgement',
  'After you apply',
  'Holding a card',
] as const;
