import { TwoFactorSection } from '../../two-factor';

/** Two-factor sign-in as one of the account page's sections, framed like the others. */
export function TwoFactorOnAccount() {
  return (
    <div className="rounded-lg border border-border bg-white p-4 sm:p-6">
      <TwoFactorSection />
    </div>
  );
}
