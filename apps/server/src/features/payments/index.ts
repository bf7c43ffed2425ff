/**
 * Checkout: Stripe's webhook, the built-in test checkout and the payment mode. This file is the
 * feature's one public module: other features and the app import only what it exports; every other
 * file in the folder is private.
 */
export { paymentRoutes } from './routes';
