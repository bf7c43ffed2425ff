import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { amountToCents, toContent, toFormValues } from './form-values';

describe('amounts in the site editor', () => {
  it('reads an amount as the firm types it into whole cents, and refuses anything else', () => {
    expect(amountToCents('150')).toBe(15000);
    expect(amountToCents(' 150.5 ')).toBe(15050);
    expect(amountToCents('150,05')).toBe(15005);
    expect(amountToCents('0.99')).toBe(99);
    for (const text of ['', '12.345', '1e3', '-5', 'abc', '1.2.3'])
      expect(amountToCents(text)).toBeNaN();
  });

  it('gives back the content it was given when nothing was edited', () => {
    expect(toContent(toFormValues(kcLawSiteSeed))).toEqual(kcLawSiteSeed);
  });

  it('treats an empty emergency line and empty hourly rates as none', () => {
    const values = toFormValues(kcLawSiteSeed);
    values.identity.emergencyPhone = '  ';
    values.practiceAreas[0]!.hourlyRate = { min: '', max: '', currency: 'EUR' };
    const content = toContent(values);
    expect(content.identity.emergencyPhone).toBeNull();
    expect(content.practiceAreas[0]!.hourlyRate).toBeNull();
  });
});
