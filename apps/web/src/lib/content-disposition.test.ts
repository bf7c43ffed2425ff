import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('prefers the RFC 5987 name, decoding UTF-8', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Symvasi.pdf"; filename*=UTF-8''%CE%A3%CF%8D%CE%BC%CE%B2%CE%B1%CF%83%CE%B7%20v2.pdf`,
      ),
    ).toBe('Σύμβαση v2.pdf');
  });

  it('reads a quoted or bare plain name', () => {
    expect(fileNameFromDisposition('attachment; filename="Lease \\"final\\".pdf"')).toBe(
      'Lease "final".pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=lease.pdf')).toBe('lease.pdf');
  });

  it('keeps only the name of a path, and gives nothing without a name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });

  it('falls back to the plain name when the extended one is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe(
      'a.pdf',
    );
  });
});
