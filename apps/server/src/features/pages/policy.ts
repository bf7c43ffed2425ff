import { publicAccess } from '../../platform/authz/access';

/**
 * Who may load a page: anyone. Pages are the app shell or a server-rendered public page; the data
 * behind a signed-in page is behind the API, whose routes ask their own policies.
 */
export const pagesPolicy = { view: publicAccess };
