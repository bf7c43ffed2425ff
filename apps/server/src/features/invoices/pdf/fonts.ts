import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;

/**
 * Inter, the site's own typeface, as whole TrueType files. Each file carries Latin and Greek: a
 * PDF has no font fallback, so the one font must have every glyph of either language's invoice.
 * (The browser's subset files, one script each, would not do.) The paths are resolved through
 * node_modules, so they hold under tsx, in tests and in built code alike.
 */
export const invoiceFonts = {
  regular: resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  /** The weight the site's headings use. */
  bold: resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
};
