/** A page's median scores (0-100) by category. */
export type PageScores = { page: string; scores: Record<string, number> };

export type ShortOfGoal = {
  page: string;
  category: string;
  score: number;
  goal: number;
  /** Also under the threshold, which fails the run. */
  fails: boolean;
};

/**
 * Every page and category under its goal, worst first, whether or not it is also under the
 * threshold that fails the run: the thresholds keep a busy machine's noise from failing a good
 * build, the goals say where the pages should be.
 */
export function underGoal(
  medians: PageScores[],
  goals: Record<string, number>,
  thresholds: Record<string, number>,
): ShortOfGoal[] {
  return medians
    .flatMap(({ page, scores }) =>
      Object.entries(goals)
        .filter(([category, goal]) => (scores[category] ?? 0) < goal)
        .map(([category, goal]) => ({ page, category, goal, score: scores[category] ?? 0 })),
    )
    .sort((a, b) => a.score - a.goal - (b.score - b.goal))
    .map((entry) => ({ ...entry, fails: entry.score < (thresholds[entry.category] ?? 0) }));
}

/** One line of the list: `/auth performance 84, goal 95, under the threshold: fails`. */
export const describeShortfall = ({ page, category, score, goal, fails }: ShortOfGoal) =>
  `${page} ${category} ${score}, goal ${goal}${fails ? ', under the threshold: fails' : ''}`;
