// The content feature's news section as a chunk of its own, fetched by the home page when the
// visitor nears it.
export { NewsSection } from '../../content';
