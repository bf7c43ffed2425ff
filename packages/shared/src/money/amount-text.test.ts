import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { languages } from '../i18n/languages';
import { formatAmountText, formatInvoiceAmount, parseAmountText } from './amount-text';

const cents = fc.integer({ min: 0, max: 99_999_999_999 });
const language = fc.constantFrom(...languages);
const separators = { en: { group: ',', decimal: '.' }, el: { group: '.', decimal: ',' } } as const;

/** The ways a person may type `value` cents: grouped or not, with 0, 1 or 2 decimals as exact. */
function typings(value: number, lang: 'en' | 'el') {
  const { group, decimal } = separators[lang];
  const whole = String(Math.floor(value / 100));
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const fraction = String(value % 100).padStart(2, '0');
  const decimals = [`${decimal}${fraction}`];
  if (fraction.endsWith('0')) decimals.push(`${decimal}${fraction[0]}`);
  if (fraction === '00') decimals.push('');
  return [whole, grouped].flatMap((w) => decimals.map((d) => `${w}${d}`));
}

describe('amounts typed as text', () => {
  it('reads back exactly what it shows, in both languages', () => {
    fc.assert(
      fc.property(cents, language, (value, lang) => {
        expect(parseAmountText(formatAmountText(value, lang), lang)).toBe(value);
      }),
      { numRuns: 5_000 },
    );
  });

  it('reads every way of typing an amount in its language to the same exact cents', () => {
    fc.assert(
      fc.property(cents, language, fc.constantFrom('', ' ', '  '), (value, lang, pad) => {
        for (const text of typings(value, lang)) {
          expect(parseAmountText(`${pad}${text}${pad}`, lang)).toBe(value);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('refuses the other language’s format where it would be ambiguous or wrong', () => {
    expect(parseAmountText('1,234.50', 'en')).toBe(123_450);
    expect(parseAmountText('1.234,50', 'el')).toBe(123_450);
    expect(parseAmountText('1234,50', 'el')).toBe(123_450);
    expect(parseAmountText('1.234,50', 'en')).toBeNull();
    expect(parseAmountText('1,234.50', 'el')).toBeNull();
    // Three decimals would be a thousands group in the other language: never guessed.
    expect(parseAmountText('1.234', 'en')).toBeNull();
    expect(parseAmountText('1,234', 'el')).toBeNull();
  });

  it('refuses anything that is not a plain amount', () => {
    const junk = [
      '',
      ' ',
      '-5',
      '+5',
      '1e3',
      '12.345',
      '1,23,456',
      '€10',
      '10 EUR',
      '0x10',
      '.5',
      '5.',
      'NaN',
      '1 000',
      '１２',
    ];
    for (const text of junk) expect(parseAmountText(text, 'en'), text).toBeNull();
    fc.assert(
      fc.property(fc.string(), language, (text, lang) => {
        const value = parseAmountText(text, lang);
        // Whatever it accepts is a whole, non-negative number of cents.
        if (value !== null) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('shows the amount with its currency code in upper case', () => {
    expect(formatInvoiceAmount(123_450, 'eur', 'en')).toBe('1,234.50 EUR');
    expect(formatInvoiceAmount(123_450, 'EUR', 'el')).toBe('1.234,50 EUR');
    expect(formatInvoiceAmount(5, 'GBP', 'en')).toBe('0.05 GBP');
  });
});
