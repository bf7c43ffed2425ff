// The contact feature's section as a chunk of its own, fetched by the home page when the visitor
// nears it (with the form it defers in turn).
export { ContactSection } from '../../contact';
