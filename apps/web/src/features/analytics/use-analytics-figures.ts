import { useTranslation } from 'react-i18next';
import { formatInvoiceAmount } from '@lexbridge/shared/money/amount-text';
import type { AnalyticsReport } from '@lexbridge/shared/schemas/analytics';
import { matterStatusLabel } from '@lexbridge/shared/schemas/matters';
import { localText } from '@lexbridge/shared/site/localize';
import { useFormat } from '../../lib/i18n/use-format';
import { useLanguage } from '../../lib/i18n/use-language';
import type { ChartData } from './charts/chart-data';
import { usePeriodLabels } from './period-labels';

export type Figure = {
  key: string;
  kind: 'columns' | 'bars' | 'lines';
  title: string;
  description: string;
  categoryHeader: string;
  data: ChartData;
};

/** The page's charts from the server's report, in the order a partner reads them. */
export function useAnalyticsFigures(report: AnalyticsReport): Figure[] {
  const { t } = useTranslation(['analytics', 'matters']);
  const language = useLanguage();
  const { number } = useFormat();
  const labels = usePeriodLabels();
  const months = report.consultations.map((month) => labels.month(month.month));
  const counts = { format: number, tick: number };
  // Amounts as invoices show them ('1,234.50 EUR'); the axis in whole units of the currency.
  const money = (currency: string) => ({
    format: (cents: number) => formatInvoiceAmount(cents, currency, language),
    tick: (cents: number) => number(cents / 100),
    unit: 100,
  });
  const monthly = (key: string, title: string, description: string, data: ChartData): Figure => ({
    key,
    kind: 'columns',
    title,
    description,
    categoryHeader: t('month'),
    data,
  });
  const one = (key: string, label: string, values: number[]) => [{ key, label, values }];

  return [
    monthly('consultations', t('consultations.title'), t('consultations.description'), {
      categories: months,
      series: one(
        'paid',
        t('consultations.series'),
        report.consultations.map((m) => m.count),
      ),
      ...counts,
    }),
    ...report.consultationRevenue.map(({ currency, months: amounts }) =>
      monthly(
        `consultation-revenue-${currency}`,
        t('consultationRevenue.title', { currency }),
        t('consultationRevenue.description'),
        {
          categories: months,
          series: one(
            'revenue',
            t('consultationRevenue.series'),
            amounts.map((m) => m.cents),
          ),
          ...money(currency),
        },
      ),
    ),
    ...report.invoices.map(({ currency, months: amounts }) =>
      monthly(
        `invoices-${currency}`,
        t('invoices.title', { currency }),
        t('invoices.description'),
        {
          categories: months,
          series: [
            {
              key: 'invoiced',
              label: t('invoices.invoiced'),
              values: amounts.map((m) => m.invoicedCents),
            },
            { key: 'paid', label: t('invoices.paid'), values: amounts.map((m) => m.paidCents) },
          ],
          ...money(currency),
        },
      ),
    ),
    monthly('new-clients', t('newClients.title'), t('newClients.description'), {
      categories: months,
      series: one(
        'clients',
        t('newClients.series'),
        report.newClients.map((m) => m.count),
      ),
      ...counts,
    }),
    {
      key: 'practice-areas',
      kind: 'bars',
      title: t('practiceAreas.title'),
      description: t('practiceAreas.description'),
      categoryHeader: t('practiceAreas.category'),
      data: {
        categories: report.mattersByPracticeArea.map(({ practiceArea, title }) => {
          // Titled as the site names the area (the server sends both languages).
          const name = title ? localText(title, language).text : t('practiceAreas.none');
          return { key: practiceArea ?? 'none', short: name, long: name };
        }),
        series: one(
          'matters',
          t('practiceAreas.series'),
          report.mattersByPracticeArea.map((a) => a.count),
        ),
        ...counts,
      },
    },
    {
      key: 'statuses',
      kind: 'bars',
      title: t('statuses.title'),
      description: t('statuses.description'),
      categoryHeader: t('statuses.category'),
      data: {
        categories: report.mattersByStatus.map(({ status }) => {
          const name = t(matterStatusLabel(status));
          return { key: status, short: name, long: name };
        }),
        series: one(
          'matters',
          t('statuses.series'),
          report.mattersByStatus.map((s) => s.count),
        ),
        ...counts,
      },
    },
    {
      key: 'weekly',
      kind: 'lines',
      title: t('weekly.title'),
      description: t('weekly.description'),
      categoryHeader: t('weekOf'),
      data: {
        categories: report.weeklyActivity.map((week) => labels.week(week.week)),
        series: [
          {
            key: 'conversations',
            label: t('weekly.conversations'),
            values: report.weeklyActivity.map((w) => w.conversations),
          },
          {
            key: 'messages',
            label: t('weekly.messages'),
            values: report.weeklyActivity.map((w) => w.messages),
          },
        ],
        ...counts,
      },
    },
  ];
}
