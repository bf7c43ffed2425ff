/**
 * The realtime topic of one client's portal. A notice says what changed, by id only; the browser
 * reads the change again through the API, which applies the usual rules.
 */
export const clientTopic = (userId: string) => `client:${userId}`;

export type ClientEvent = { kind: 'matter' | 'appointment' | 'invoice'; id: string };
