import { describe, expect, it } from 'vitest';
import { routeManifest } from '../routes/manifest';
import { reservedSlugs } from './practice-areas';

describe('reserved slugs', () => {
  it("cover the first path segment of every page that is not a practice area's", () => {
    const segments = routeManifest
      .filter((entry) => entry.path !== '/' && entry.id !== 'practice-area')
      .map((entry) => entry.path.split('/')[1]!);
    expect(segments.filter((segment) => !reservedSlugs.has(segment))).toEqual([]);
  });
});
