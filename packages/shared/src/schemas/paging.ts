import { z } from '../zod';
import { msg } from '../i18n/message';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const SEARCH_MAX = 200;

/** `search`, `page` (from 1) and `pageSize` of the portal's and admin area's lists. */
export const pagingQuery = z.object({
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX, msg('validation:paging.searchTooLong', { max: SEARCH_MAX }))
    .default(''),
  page: z.coerce
    .number({ error: msg('validation:paging.page') })
    .int(msg('validation:paging.page'))
    .min(1, msg('validation:paging.page'))
    .default(1),
  pageSize: z.coerce
    .number({ error: msg('validation:paging.pageSize', { max: PAGE_SIZE_MAX }) })
    .int(msg('validation:paging.pageSize', { max: PAGE_SIZE_MAX }))
    .min(1, msg('validation:paging.pageSize', { max: PAGE_SIZE_MAX }))
    .max(PAGE_SIZE_MAX, msg('validation:paging.pageSize', { max: PAGE_SIZE_MAX }))
    .default(PAGE_SIZE_DEFAULT),
});
