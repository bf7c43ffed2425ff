import type { ReactNode } from 'react';

// http(s) addresses and mailto: links; trailing punctuation belongs to the sentence, not the link.
const LINK = /\b(?:https?:\/\/|mailto:)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;

/** The address as a link target, if it is one of the kinds shown as links (else null). */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message's plain text with its web and e-mail addresses made clickable. Everything is rendered
 * as text (never as HTML); a link opens in a new tab without giving that page a handle on this one.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const address = match[0].replace(TRAILING, '');
    const href = safeHref(address);
    if (!href) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      <a
        key={match.index}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="underline underline-offset-2"
      >
        {address}
      </a>,
    );
    last = match.index + address.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
