export function buildQuietly(
  command: string,
  args: string[],
  options: { cwd: string; print?: (text: string) => void },
): Promise<number>;
