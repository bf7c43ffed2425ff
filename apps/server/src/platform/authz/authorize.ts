import { notFound } from '../errors';
import type { Viewer } from './viewer';

/** One thing a viewer may or may not do to one kind of resource. */
export type Action<Resource> = {
  /**
   * The 404 message, shown alike when the resource does not exist and when the viewer may not
   * see it, so an id tells a stranger nothing.
   */
  hidden: string;
  allows: (viewer: Viewer, resource: Resource) => boolean;
};

export const can = <Resource>(viewer: Viewer, action: Action<Resource>, resource: Resource) =>
  action.allows(viewer, resource);

/**
 * The resource, when it exists and the viewer may act on it; otherwise the one refusal: 404 with
 * the action's message. Never 403: answering differently would confirm that the id exists.
 */
export function authorize<Resource>(
  viewer: Viewer,
  action: Action<Resource>,
  resource: Resource | null | undefined,
): Resource {
  if (resource == null || !action.allows(viewer, resource)) throw notFound(action.hidden);
  return resource;
}
