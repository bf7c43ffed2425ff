const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text as HTML shows it, in element content and in quoted attributes alike: what a person wrote (a
 * name, a message) can never become markup in the firm's e-mails.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]!);
