export type Part = { name: string; outputs: (number | null)[]; sources: number[] };
export function partsToBuild(parts: Part[], when: 'missing' | 'stale'): string[];
export function mtimeOf(file: string): number | null;
export function newestMtime(paths: string[]): number;
