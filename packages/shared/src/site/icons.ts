import { msg } from '../i18n/message';
import { z } from '../zod';

/**
 * The icons a firm can choose for a highlight, a guarantee or a practice area: names of the web
 * app's icon map (lucide icons). A fixed list, so a page never meets an icon it cannot draw.
 */
export const siteIcons = [
  'award',
  'scale',
  'handshake',
  'building',
  'home',
  'scroll',
  'stethoscope',
  'shield',
  'shield-check',
  'credit-card',
  'receipt',
  'briefcase',
  'users',
  'globe',
  'landmark',
  'gavel',
  'heart',
  'file-text',
  'clock',
  'star',
] as const;
export type SiteIcon = (typeof siteIcons)[number];

export const siteIcon = z.enum(siteIcons, { error: msg('validation:site.icon') });
