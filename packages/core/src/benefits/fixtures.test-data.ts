import type { Benefit } from './schema.ts';

/**
 * The catalogue's rink board for tests: one per game, valued on the in-venue audience at the signage CPM, with
 * 3,000 impressions a game when the property does not give its audience.
 */
export const rinkBoard: Benefit = {
  id: 1,
  key: 'rink_board',
  category: 'signage',
  name: { en: 'Rink board', fr: 'Bande de patinoire' },
  description: { en: '', fr: '' },
  unit: 'per_game',
  basis: 'impressions',
  default_impressions_per_unit: 3_000,
  cpm_channel: 'signage',
  default_unit_value: null,
};
