import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const nb = '\u00a0';

describe('formatFileSize', () => {
  it('writes bytes below 1 KB as Bytes', () => {
    expect(formatFileSize(0)).toBe(`0${nb}Bytes`);
    expect(formatFileSize(1)).toBe(`1${nb}Bytes`);
    expect(formatFileSize(1023)).toBe(`1,023${nb}Bytes`);
  });

  it('counts in 1024s up to GB, with at most two decimals', () => {
    expect(formatFileSize(1024)).toBe(`1${nb}KB`);
    expect(formatFileSize(1536)).toBe(`1.5${nb}KB`);
    expect(formatFileSize(10 * 1024 * 1024)).toBe(`10${nb}MB`);
    expect(formatFileSize(2_456_789)).toBe(`2.34${nb}MB`);
    expect(formatFileSize(3 * 1024 ** 3)).toBe(`3${nb}GB`);
    // Nothing beyond GB: a terabyte is 1,024 GB.
    expect(formatFileSize(1024 ** 4)).toBe(`1,024${nb}GB`);
  });

  it('writes the number as the language does', () => {
    expect(formatFileSize(1536, 'el')).toBe(`1,5${nb}KB`);
    expect(formatFileSize(1023, 'el')).toBe(`1.023${nb}Bytes`);
  });
});
