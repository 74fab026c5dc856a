// Well-known aliases entity resolution treats as one name (issue 14: "known aliases"). Short and conservative: only
// forms that name one thing nearly everywhere; anything ambiguous ("Georgia", "Jordan") stays out.
import type { EntityAlias } from './extraction/entity-normalizer';

export const KNOWN_ALIASES: readonly EntityAlias[] = [
  ...['US', 'U.S.', 'USA', 'U.S.A.', 'United States of America', 'America'].map((alias) => ({ alias, canonical: 'United States', type: 'place' as const })),
  ...['UK', 'U.K.', 'Great Britain', 'Britain'].map((alias) => ({ alias, canonical: 'United Kingdom', type: 'place' as const })),
  ...['NYC', 'New York City', 'NY City'].map((alias) => ({ alias, canonical: 'New York', type: 'place' as const })),
  ...['LA', 'L.A.'].map((alias) => ({ alias, canonical: 'Los Angeles', type: 'place' as const })),
  ...['SF', 'San Fran'].map((alias) => ({ alias, canonical: 'San Francisco', type: 'place' as const })),
  ...['EU'].map((alias) => ({ alias, canonical: 'European Union', type: 'organization' as const })),
  ...['UN'].map((alias) => ({ alias, canonical: 'United Nations', type: 'organization' as const })),
  ...['IBM'].map((alias) => ({ alias, canonical: 'International Business Machines', type: 'organization' as const })),
  ...['MIT'].map((alias) => ({ alias, canonical: 'Massachusetts Institute of Technology', type: 'organization' as const })),
  ...['UCLA'].map((alias) => ({ alias, canonical: 'University of California, Los Angeles', type: 'organization' as const })),
  ...['JS'].map((alias) => ({ alias, canonical: 'JavaScript', type: 'product' as const })),
  ...['TS'].map((alias) => ({ alias, canonical: 'TypeScript', type: 'product' as const })),
  ...['Postgres'].map((alias) => ({ alias, canonical: 'PostgreSQL', type: 'product' as const })),
  ...['K8s'].map((alias) => ({ alias, canonical: 'Kubernetes', type: 'product' as const })),
];
