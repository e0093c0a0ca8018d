import { ROUTES, type RouteId } from '../routes';
import { cardWords, withArticle, type CardSector } from './card-words';
import type { Company } from './company';

interface Meta {
  title: string;
  description: string;
}

type Worded = (cards: string) => Meta;

/** Written for each sector: an ASIC-only site never says MSIC, and speaks of airports rather than ports. */
const HOME: Record<CardSector, Worded> = {
  maritime: (cards) => ({ title: `${cards} cards: apply, renew and track online`, description: `Apply for, renew and track your ${cards} for work in the maritime security zones of ports and offshore facilities.` }),
  aviation: (cards) => ({ title: `${cards} cards: apply, renew and track online`, description: `Apply for, renew and track your ${cards} for work in the secure areas of security controlled airports.` }),
  both: (cards) => ({ title: `${cards} cards: apply, renew and track online`, description: `Apply for, renew and track your ${cards} for work at ports, offshore facilities and airports.` }),
};

const WORDED: Partial<Record<RouteId, Worded>> = {
  apply: (cards) => ({ title: `Apply for ${withArticle(cards)}`, description: `What you need before you apply for ${withArticle(cards)}: identity documents, the reason you need the card and the background check.` }),
  renew: (cards) => ({ title: `Renew your ${cards}`, description: `Start the renewal of your ${cards}: we save your form and email you a link to continue.` }),
  newForm: (cards) => ({ title: `Apply for ${withArticle(cards)}: personal and contact details`, description: `Start a new ${cards} application.` }),
  newFormStep1: (cards) => ({ title: `Apply for ${withArticle(cards)}: personal and contact details`, description: `Start a new ${cards} application.` }),
  form: (cards) => ({ title: `Your ${cards} application`, description: `Continue your saved ${cards} application.` }),
  status: (cards) => ({ title: 'Application status', description: `Where your ${cards} application is up to.` }),
  statusLegacy: (cards) => ({ title: 'Application status', description: `Where your ${cards} application is up to.` }),
  track: (cards) => ({ title: `Track your ${cards} application`, description: `Track your ${cards} application with your tracking number and date of birth.` }),
  jobReady: (cards) => ({ title: cards, description: `Apply for a ${cards} before you have an employer.` }),
};

export function routeMeta(routeId: RouteId, company: Pick<Company, 'cardTypes' | 'defaultSite'>): Meta {
  const words = cardWords(company);
  if (routeId === 'home') return HOME[words.sector](words.cards);
  const worded = WORDED[routeId];
  if (worded) return worded(routeId === 'jobReady' ? `Job Ready ${company.cardTypes.join(' or ')}` : words.cards);
  const { title, description } = ROUTES[routeId];
  return { title, description };
}
