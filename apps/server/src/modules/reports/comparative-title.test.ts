import { describe, expect, it } from 'vitest';
import { comparativeTitle } from './service.ts';

const pair = (property: string, profile: string) => ({ property, profile });

describe('a comparative report’s default title, from its pairs', () => {
  it('names the properties of one profile, in both languages', () => {
    const pairs = [pair('Lynx', 'Northern'), pair('Storm', 'Northern'), pair('Harbour Days', 'Northern')];
    expect(comparativeTitle(pairs, 'en')).toBe('Lynx, Storm and Harbour Days — Northern');
    expect(comparativeTitle(pairs, 'fr')).toBe('Lynx, Storm et Harbour Days — Northern');
  });

  it('names every property with every profile once, and groups other mixes by profile', () => {
    const cross = [
      pair('Lynx', 'Northern'),
      pair('Lynx', 'Prairie'),
      pair('Storm', 'Northern'),
      pair('Storm', 'Prairie'),
    ];
    expect(comparativeTitle(cross, 'en')).toBe('Lynx and Storm — Northern and Prairie');
    const mixed = [pair('Lynx', 'Northern'), pair('Storm', 'Prairie'), pair('Harbour Days', 'Northern')];
    expect(comparativeTitle(mixed, 'en')).toBe('Lynx and Harbour Days — Northern; Storm — Prairie');
  });

  it('cuts a long title at 160 characters with an ellipsis', () => {
    const pairs = Array.from({ length: 10 }, (_, i) => pair(`A property with a long name ${i}`, 'Northern'));
    const title = comparativeTitle(pairs, 'en');
    expect(title).toHaveLength(160);
    expect(title.endsWith('…')).toBe(true);
  });
});
