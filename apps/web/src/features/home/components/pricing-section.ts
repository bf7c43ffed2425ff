// The booking feature's pricing section as a chunk of its own, fetched by the home page when the
// visitor nears it. (A loader in booking's index would sit in the app's first chunk, which splits
// the modules it shares with the pages into many small chunks.)
export { PricingSection } from '../../booking';
