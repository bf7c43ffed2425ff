/*
 * The clients feature's one door: what other features and the app shell may use. Every other file in
 * this folder is private (oneDoorPerFeature in eslint.config.js). Route pages are not exported here:
 * the route manifest loads them lazily, so importing this module never pulls a page into a bundle,
 * and apps/web/package.json declares only CSS as side effects, so a bundle keeps only what it uses.
 */
export { ClientFacts } from './admin/ClientItem';
export { InvitationNotice } from './admin/InvitationNotice';
export { getAdminClientQueryOptions, useAdminClient } from './api/get-admin-client';
export { useAdminClients } from './api/get-admin-clients';
export { useClientChoices } from './api/use-client-choices';
export { ErasureRequestList } from './admin/ErasureRequestList';
