/*
 * The auth feature's one door: what other features and the app shell may use. Every other file in
 * this folder is private (oneDoorPerFeature in eslint.config.js). Route pages are not exported here:
 * the route manifest loads them lazily, so importing this module never pulls a page into a bundle,
 * and apps/web/package.json declares only CSS as side effects, so a bundle keeps only what it uses.
 */
export { saveProfile } from './api/update-me';
export { useUpdateMe } from './api/use-update-me';
export { useUpdateDisplayName } from './api/update-display-name';
export { useLinkTeamCard } from './api/link-team-card';
export { useAuth } from './auth-context';
export { AuthProvider } from './components/AuthProvider';
export { ProtectedRoute, RequireAdmin } from './components/ProtectedRoute';
export { useSignOutAndGoHome } from './use-sign-out';
export { NewPasswordTwice, newPasswordTwiceSchema } from './components/NewPasswordTwice';
export { useNewPasswordForm } from './components/use-new-password-form';
