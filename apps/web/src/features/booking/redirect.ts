/** Leaves the app for the payment provider's page (a module of its own so tests can replace it). */
export function redirectTo(url: string) {
  window.location.assign(url);
}
