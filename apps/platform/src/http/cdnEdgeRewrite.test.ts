import { describe, expect, it } from 'vitest';
import type { RawRequestDefaultExpression } from 'fastify';
import { cdnEdgeRewrite } from './cdnEdgeRewrite';

const at = (url: string) => cdnEdgeRewrite({ url } as RawRequestDefaultExpression);

describe('cdnEdgeRewrite', () => {
  it("serves an edge's image as the platform's own", () => {
    expect(at('/cdn/a/wps/media/banner/1.svg')).toBe('/wps/media/banner/1.svg');
    expect(at('/cdn/edge-2/wps/media/promotion/3.svg?v=1')).toBe('/wps/media/promotion/3.svg?v=1');
  });

  it('leaves everything else alone, so no call is reachable through an edge', () => {
    for (const url of [
      '/cdn/a/wps/member/info',
      '/wps/media/banner/1.svg',
      '/cdn/a/',
      '/rng',
      '/cdn//wps/media/x',
    ]) {
      expect(at(url)).toBe(url);
    }
  });
});
