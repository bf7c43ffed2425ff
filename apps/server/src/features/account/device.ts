/**
 * The browser and operating system a user agent names, for a person to recognise their own
 * devices in a list. Deliberately small: the common browsers and systems, checked in an order where
 * the more specific name wins (Edge and Opera also say "Chrome", Chrome also says "Safari").
 * Anything else is unknown, which the page says in words.
 */
const browsers: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const systems: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const firstMatch = (list: typeof browsers, userAgent: string) =>
  list.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;

export function describeDevice(userAgent: string | null | undefined) {
  const agent = userAgent ?? '';
  return { browser: firstMatch(browsers, agent), os: firstMatch(systems, agent) };
}
