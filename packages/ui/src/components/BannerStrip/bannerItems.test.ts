import { describe, expect, it } from 'vitest';
import {
  bannerAspectRatios,
  bannerCarouselEffects,
  bannerLinkageTypes,
  bannerPlacements,
  isClickableBanner,
} from './bannerItems';

describe('isClickableBanner', () => {
  it('is true for every linkage but NONE', () => {
    expect(bannerLinkageTypes.filter((linkageType) => isClickableBanner({ linkageType }))).toEqual([
      'URL',
      'PROMOTION',
      'GAME',
    ]);
  });
});

describe('bannerAspectRatios', () => {
  it('gives every placement a ratio, widest on a page', () => {
    const ratio = (placement: (typeof bannerPlacements)[number]) => {
      const [width, height] = bannerAspectRatios[placement].split('/').map(Number);
      return width! / height!;
    };
    expect(bannerPlacements.map(ratio)).toEqual([3, 2.5, 2]);
  });
});

describe('bannerCarouselEffects', () => {
  it('keeps the coverflow for a page and slides one banner at a time in narrow frames', () => {
    expect(bannerPlacements.map((placement) => bannerCarouselEffects[placement])).toEqual([
      'coverflow',
      'slide',
      'slide',
    ]);
  });
});
