import * as z from './zod-text';

// Zod probes whether it may compile validators with `new Function`. In the browser the site's
// Content Security Policy forbids eval, so the probe is refused and reported as a policy violation
// on every page with a form. There, validate without compiled code (fast enough for forms); the
// server keeps compiling. Every shared schema imports z from here, so this runs before any exists.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
