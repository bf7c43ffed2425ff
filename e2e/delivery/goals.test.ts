import { describe, expect, it } from 'vitest';
import { describeShortfall, underGoal } from './goals';

const goals = { performance: 95, seo: 100 };
const thresholds = { performance: 90, seo: 100 };

describe('pages under the goal', () => {
  it('lists every page under a goal, failing or not, the furthest from it first', () => {
    const medians = [
      { page: '/', scores: { performance: 92, seo: 100 } },
      { page: '/auth', scores: { performance: 84, seo: 100 } },
      { page: '/news', scores: { performance: 95, seo: 100 } },
      { page: '/article', scores: { performance: 99, seo: 92 } },
    ];
    expect(underGoal(medians, goals, thresholds).map(describeShortfall)).toEqual([
      '/auth performance 84, goal 95, under the threshold: fails',
      '/article seo 92, goal 100, under the threshold: fails',
      '/ performance 92, goal 95',
    ]);
  });

  it('lists nothing when every page reaches its goals', () => {
    const medians = [{ page: '/', scores: { performance: 97, seo: 100 } }];
    expect(underGoal(medians, goals, thresholds)).toEqual([]);
  });
});
