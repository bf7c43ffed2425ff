import type { AnalyticsPeriod, AnalyticsReport } from '@lexbridge/shared/schemas/analytics';
import { matterStatuses } from '@lexbridge/shared/schemas/matters';
import { firm } from '@lexbridge/shared/firm/firm';
import type { DbOrTx } from '../../db/client';
import { firmDayStart, firmWeeksFrom, lastFirmMonths } from '../../platform/calendar/firm-periods';
import { paidConsultationsByMonth } from '../booking';
import { conversationsByWeek } from '../chat';
import { newClientsByMonth } from '../clients';
import { invoicedAndPaidByMonth } from '../invoices';
import { matterCounts, type PracticeAreaTitles } from '../matters';
import { portalMessagesByWeek } from '../messages';
import { currenciesOf, filled, monthCurrency, sumBy } from './series';

/** The site's offered practice areas (listed even at zero) and how to title any stored one. */
export type PracticeAreaNames = { offered: string[]; titles: PracticeAreaTitles };

/**
 * The practice over the last `months` months of the firm's calendar (the current one included),
 * each feature counting its own in one grouped query; months and weeks without any are filled in
 * with zeros here, so every chart has the whole period.
 */
export async function analyticsReport(
  db: DbOrTx,
  months: AnalyticsPeriod,
  areas: PracticeAreaNames,
  now = new Date(),
): Promise<AnalyticsReport> {
  const monthKeys = lastFirmMonths(months, now);
  const firstDay = `${monthKeys[0]}-01`;
  const weekKeys = firmWeeksFrom(firstDay, now);
  const since = firmDayStart(firstDay);
  const [consultations, invoiced, clients, matters, conversations, messages] = await Promise.all([
    paidConsultationsByMonth(db, since),
    invoicedAndPaidByMonth(db, monthKeys),
    newClientsByMonth(db, since),
    matterCounts(db),
    conversationsByWeek(db, weekKeys),
    portalMessagesByWeek(db, weekKeys),
  ]);

  const paidCount = filled(
    monthKeys,
    sumBy(
      consultations,
      (r) => r.month,
      (r) => r.count,
    ),
  );
  const revenue = sumBy(consultations, monthCurrency, (r) => r.cents);
  const issued = sumBy(invoiced.issued, monthCurrency, (r) => r.cents);
  const paid = sumBy(invoiced.paid, monthCurrency, (r) => r.cents);
  const opened = filled(
    monthKeys,
    sumBy(
      clients,
      (r) => r.month,
      (r) => r.count,
    ),
  );
  const byArea = sumBy(
    matters,
    (r) => r.practiceArea ?? '',
    (r) => r.count,
  );
  const byStatus = sumBy(
    matters,
    (r) => r.status,
    (r) => r.count,
  );
  const started = filled(
    weekKeys,
    sumBy(
      conversations,
      (r) => r.week,
      (r) => r.count,
    ),
  );
  const sent = filled(
    weekKeys,
    sumBy(
      messages,
      (r) => r.week,
      (r) => r.count,
    ),
  );

  return {
    months,
    timeZone: firm.timeZone,
    consultations: monthKeys.map((month, i) => ({ month, count: paidCount[i]! })),
    consultationRevenue: currenciesOf(consultations).map((currency) => ({
      currency,
      months: monthKeys.map((month) => ({
        month,
        cents: revenue.get(monthCurrency({ month, currency })) ?? 0,
      })),
    })),
    invoices: currenciesOf(invoiced.issued, invoiced.paid).map((currency) => ({
      currency,
      months: monthKeys.map((month) => ({
        month,
        invoicedCents: issued.get(monthCurrency({ month, currency })) ?? 0,
        paidCents: paid.get(monthCurrency({ month, currency })) ?? 0,
      })),
    })),
    newClients: monthKeys.map((month, i) => ({ month, count: opened[i]! })),
    // Every offered area and any other a matter keeps, the busiest first (ties in the site's
    // order); matters without one last, if any.
    mattersByPracticeArea: [
      ...new Set([...areas.offered, ...[...byArea.keys()].filter((id) => id !== '')]),
    ]
      .map((practiceArea): AnalyticsReport['mattersByPracticeArea'][number] => ({
        practiceArea,
        title: areas.titles(practiceArea),
        count: byArea.get(practiceArea) ?? 0,
      }))
      .sort((a, b) => b.count - a.count)
      .concat(byArea.get('') ? [{ practiceArea: null, title: null, count: byArea.get('')! }] : []),
    mattersByStatus: matterStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    weeklyActivity: weekKeys.map((week, i) => ({
      week,
      conversations: started[i]!,
      messages: sent[i]!,
    })),
  };
}
