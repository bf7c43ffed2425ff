import { createRequire } from 'node:module';
import type Stripe from 'stripe';

// The SDK is loaded on first use, which only a server with STRIPE_SECRET_KEY ever reaches: loading
// it at every start cost about 0.3 s. (require, so that this function can stay synchronous.)
const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;

/** The official SDK; `apiUrl` points it elsewhere (a local stub in tests, stripe-mock in development). */
export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  const StripeSdk = loadStripe();
  if (!apiUrl) return new StripeSdk(secretKey, { maxNetworkRetries: 1 });
  const url = new URL(apiUrl);
  return new StripeSdk(secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  });
}
