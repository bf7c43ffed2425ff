import { z } from '../zod';
import { msg } from '../i18n/message';
import type { LocalizedText } from '../site/text';
import type { MatterStatus } from './matters';

/**
 * The periods the firm's charts cover: the current month of the firm's calendar and the months
 * before it, 3, 6 or 12 in all.
 */
export const analyticsPeriods = [3, 6, 12] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
export const ANALYTICS_PERIOD_DEFAULT: AnalyticsPeriod = 6;

/** The period a URL's `?months=` names, or the default for anything else (a stale link). */
export const knownAnalyticsPeriod = (value: string | null | undefined): AnalyticsPeriod =>
  analyticsPeriods.find((months) => String(months) === value) ?? ANALYTICS_PERIOD_DEFAULT;

const periodMessage = msg('validation:analytics.months');

/** GET /api/admin/analytics?months=3|6|12 (default 6). */
export const analyticsQuerySchema = z.object({
  months: z.coerce
    .number({ error: periodMessage })
    .pipe(z.literal(analyticsPeriods, { error: periodMessage }))
    .default(ANALYTICS_PERIOD_DEFAULT),
});

/** A month of the firm's calendar ('2026-03') and how many of something it had. */
export type MonthCount = { month: string; count: number };

/** One currency's amounts month by month (integer cents), every month of the period present. */
export type CurrencyMonths<Amounts> = {
  /** Upper-case ISO code: 'EUR'. */
  currency: string;
  months: ({ month: string } & Amounts)[];
};

/**
 * GET /api/admin/analytics: the charts of the practice over the period, in one answer. Months
 * and weeks are the firm's calendar (its time zone, `timeZone`); every month and week of the
 * period is present, with zeros when nothing happened. Money is per currency, never added across
 * currencies; the firm's own currency is always listed, others when the period has some.
 */
export type AnalyticsReport = {
  months: AnalyticsPeriod;
  timeZone: string;
  /** Paid (confirmed) consultations, in the month they were paid. */
  consultations: MonthCount[];
  /** What those consultations brought in, per currency. */
  consultationRevenue: CurrencyMonths<{ cents: number }>[];
  /**
   * Invoiced: issued that month and not cancelled since. Paid: paid that month (and still paid).
   */
  invoices: CurrencyMonths<{ invoicedCents: number; paidCents: number }>[];
  /** Client accounts opened, in the month they were opened. */
  newClients: MonthCount[];
  /**
   * Every matter now, by practice area (null: none given), largest first: each area the site
   * offers (at zero too), and any other area a matter keeps, titled as on the site.
   */
  mattersByPracticeArea: {
    practiceArea: string | null;
    title: LocalizedText | null;
    count: number;
  }[];
  /** Every matter now, by status, in the statuses' order. */
  mattersByStatus: { status: MatterStatus; count: number }[];
  /**
   * Chat conversations started and secure portal messages sent, per week (Monday to Sunday,
   * `week` its Monday), from the week the period's first day falls in to the current one.
   */
  weeklyActivity: { week: string; conversations: number; messages: number }[];
};
