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

/** A catalogue benefit on the impressions basis, as migration 0003 seeds it (the fields the valuation reads). */
const onChannel = (
  id: number,
  key: string,
  unit: Benefit['unit'],
  impressions: number,
  channel: NonNullable<Benefit['cpm_channel']>,
): Benefit => ({
  id,
  key,
  category: channel === 'signage' ? 'signage' : channel === 'social' ? 'digital_social' : 'broadcast',
  name: { en: key, fr: key },
  description: { en: '', fr: '' },
  unit,
  basis: 'impressions',
  default_impressions_per_unit: impressions,
  cpm_channel: channel,
  default_unit_value: null,
});

/**
 * Part of the catalogue for tests (ids, units, channels and defaults of migration 0003): benefits on the
 * signage, TV, radio and social audiences, and one at face value.
 */
export const catalogueForTests: Benefit[] = [
  { ...rinkBoard, default_impressions_per_unit: 3_500 },
  onChannel(3, 'video_board_ad', 'per_game', 6_000, 'signage'),
  onChannel(8, 'broadcast_billboard', 'per_broadcast', 40_000, 'tv'),
  onChannel(10, 'play_by_play_mention', 'per_game', 20_000, 'radio'),
  onChannel(12, 'sponsored_post', 'per_post', 12_000, 'social'),
  {
    id: 30,
    key: 'official_supplier',
    category: 'rights',
    name: { en: 'Official supplier designation', fr: 'Désignation de fournisseur officiel' },
    description: { en: '', fr: '' },
    unit: 'per_season',
    basis: 'face_value',
    default_impressions_per_unit: null,
    cpm_channel: null,
    default_unit_value: 25_000,
  },
];
