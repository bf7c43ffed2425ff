import { msg } from '../i18n/message';
import { z } from '../zod';
import { list } from './ids';

/** Days as schema.org writes them, Monday first. */
export const weekDays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type WeekDay = (typeof weekDays)[number];

const time = z
  .string({ error: msg('validation:site.time') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('validation:site.time'));

/** Opening hours for machines: days and one opening window ('Mo-Fr 09:00-18:00'). */
export const openingHoursSchema = list(
  z
    .object({
      days: z
        .array(z.enum(weekDays, { error: msg('validation:site.days') }))
        .min(1, msg('validation:site.days'))
        .max(7)
        .refine((days) => new Set(days).size === days.length, msg('validation:site.days')),
      opens: time,
      closes: time,
    })
    .refine((hours) => hours.opens < hours.closes, {
      error: msg('validation:site.closesBeforeOpens'),
      path: ['closes'],
    }),
  14,
);
export type OpeningHours = z.output<typeof openingHoursSchema>[number];

/**
 * schema.org's `openingHours` text of one window: consecutive days as a range ('Mo-Fr'), others
 * listed ('Mo,We,Fr'), then the times ('Mo-Fr 09:00-18:00').
 */
export function openingHoursText(hours: OpeningHours): string {
  const indexes = [...new Set(hours.days)]
    .map((day) => weekDays.indexOf(day))
    .sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  const days = runs
    .map((run) =>
      run.length > 2
        ? `${weekDays[run[0]!]}-${weekDays[run.at(-1)!]}`
        : run.map((index) => weekDays[index]).join(','),
    )
    .join(',');
  return `${days} ${hours.opens}-${hours.closes}`;
}
