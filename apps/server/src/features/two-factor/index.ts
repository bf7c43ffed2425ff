/**
 * Two-factor sign-in: enrolment, the code step and its challenge cookie. This file is the
 * feature's one public module: other features and the app import only what it exports; every other
 * file in the folder is private.
 */
export { twoFactorRoutes } from './routes';
export { twoFactorChallengeRoutes } from './challenge-routes';
