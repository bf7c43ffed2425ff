export function takeBuildLock(dir: string, options?: { pollMs?: number }): Promise<() => void>;
