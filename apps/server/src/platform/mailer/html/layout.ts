import type { Language } from '@lexbridge/shared/i18n/languages';
import { translator } from '../../i18n/translator';
import type { MailBranding } from '../branding';
import { textToHtml } from './body';
import { mailColours, type MailColours } from './colour';
import { escapeHtml } from './escape';

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
/** Tables without meaning to assistive technology: they only lay the mail out. */
const TABLE = 'role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"';

/** The header: the logo (only an http(s) address, the mail's one outside resource) or the name. */
function header(branding: MailBranding, colours: MailColours) {
  const name = escapeHtml(branding.name);
  const logo = branding.logoUrl && /^https?:\/\//i.test(branding.logoUrl) ? branding.logoUrl : null;
  const content = logo
    ? `<img src="${escapeHtml(logo)}" alt="${name}" height="48" style="display:block;height:48px;width:auto;max-width:100%;border:0;">`
    : name;
  return `<td style="background-color:${colours.band};color:${colours.onBand};padding:20px 24px;font-family:Georgia,'Times New Roman',serif;font-size:22px;font-weight:bold;line-height:1.3;">${content}</td>`;
}

/** The footer, in the recipient's language: who sent the mail, where the firm is, how to reach it. */
function footer(branding: MailBranding, colours: MailColours, language: Language) {
  const t = translator(language);
  const email = escapeHtml(branding.contactEmail);
  const phone = escapeHtml(branding.phone);
  const link = `color:${colours.link};text-decoration:underline;`;
  const lines = [
    `<strong style="color:${colours.text};">${escapeHtml(branding.name)}</strong>`,
    escapeHtml(branding.address),
    `<a href="mailto:${email}" style="${link}">${email}</a> · <a href="tel:${phone.replace(/[^+\d]/g, '')}" style="${link}">${phone}</a>`,
    escapeHtml(t('emails:layout.sentBy', { firm: branding.name, email: branding.contactEmail })),
  ];
  return `<td style="${FONT}border-top:4px solid ${colours.band};padding:16px 24px 24px;font-size:13px;line-height:1.6;color:${colours.muted};">${lines.join('<br>')}</td>`;
}

/**
 * The HTML part of every mail: the same words as its plain text, in the firm's colours with its
 * name or logo on top and its address in the footer. One column of tables with inline styles, as
 * mail programs need; at most 600 px wide and fluid below, so it reads on a 320 px phone.
 */
export function renderMailHtml(
  mail: { subject: string; text: string; language: Language },
  branding: MailBranding,
) {
  const colours = mailColours(branding.brandColor);
  const body = textToHtml(mail.text, colours.link);
  return `<!doctype html>
<html lang="${mail.language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table ${TABLE} style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:16px 8px;">
<table ${TABLE} style="max-width:600px;background-color:#ffffff;border-collapse:collapse;">
<tr>${header(branding, colours)}</tr>
<tr><td style="${FONT}padding:24px;font-size:16px;line-height:1.5;color:${colours.text};overflow-wrap:anywhere;word-break:break-word;">
${body}
</td></tr>
<tr>${footer(branding, colours, mail.language)}</tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
