import { SaxesParser, type SaxesTagNS } from 'saxes';

export type SvgRefusal =
  | 'svgMalformed'
  | 'svgDoctype'
  | 'svgNotSvg'
  | 'svgScript'
  | 'svgEventHandler'
  | 'svgForeignObject'
  | 'svgAnimation'
  | 'svgExternalReference';

const SVG = 'http://www.w3.org/2000/svg';
/** Namespaces whose elements a browser would run or render as a document inside the image. */
const FOREIGN_NAMESPACES = new Set([
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1998/Math/MathML',
]);
const SCRIPTS = new Set(['script', 'handler']);
const FOREIGN = new Set(['foreignobject', 'iframe', 'embed', 'object', 'audio', 'video', 'canvas']);
const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform']);
/** A link may point inside the file, or hold an embedded raster image; nothing else. */
const LOCAL_LINK = /^\s*(#|data:image\/(png|jpeg|gif|webp);base64,)/i;
/** `url(...)` to anything but a fragment of this file (fonts, images, filters from elsewhere). */
const OUTSIDE_URL = /url\(\s*(?!['"]?\s*#)/i;
const IMPORT = /@import/i;

/**
 * Whether an SVG is safe to serve as the firm's logo or a photo, and if not, why. Allow-by-shape:
 * well-formed XML (no DOCTYPE, so no entities), an `<svg>` root in the SVG namespace, and nothing
 * that runs or reaches out: no script elements, no event-handler attributes (`on...`), no HTML or
 * MathML inside (foreignObject and the like), no animation that rewrites links or handlers, and
 * no reference outside the file (links, `url()`, `@import`, `xml:base`, stylesheet instructions).
 * The route that serves images adds a CSP that blocks scripts anyway; this keeps them out.
 */
export function checkSvg(text: string): SvgRefusal | null {
  let refusal: SvgRefusal | null = null;
  const refuse = (reason: SvgRefusal) => {
    refusal ??= reason;
  };
  let root = true;
  let styleDepth = 0;
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', () => refuse('svgMalformed'));
  parser.on('doctype', () => refuse('svgDoctype'));
  parser.on('processinginstruction', (instruction) => {
    if (/^xml-stylesheet$/i.test(instruction.target)) refuse('svgExternalReference');
  });
  parser.on('opentag', (tag) => {
    const element = tag as SaxesTagNS;
    if (root && (element.local !== 'svg' || element.uri !== SVG)) refuse('svgNotSvg');
    root = false;
    const refused = elementRefusal(element);
    if (refused) refuse(refused);
    if (element.local.toLowerCase() === 'style') styleDepth += 1;
  });
  parser.on('closetag', (tag) => {
    if (tag.local?.toLowerCase() === 'style') styleDepth -= 1;
  });
  const styleText = (text: string) => {
    if (styleDepth > 0 && (IMPORT.test(text) || OUTSIDE_URL.test(text)))
      refuse('svgExternalReference');
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  try {
    parser.write(text).close();
  } catch {
    refuse('svgMalformed');
  }
  if (root) refuse('svgNotSvg');
  return refusal;
}

function elementRefusal(element: SaxesTagNS): SvgRefusal | null {
  const name = element.local.toLowerCase();
  if (SCRIPTS.has(name)) return 'svgScript';
  if (FOREIGN.has(name) || FOREIGN_NAMESPACES.has(element.uri)) return 'svgForeignObject';
  for (const attribute of Object.values(element.attributes)) {
    const local = attribute.local.toLowerCase();
    const { value } = attribute;
    if (local.startsWith('on')) return 'svgEventHandler';
    if (
      ANIMATIONS.has(name) &&
      local === 'attributename' &&
      /^(\w+:)?(href|on\w*)$/i.test(value.trim())
    )
      return 'svgAnimation';
    if ((local === 'href' || local === 'src') && !LOCAL_LINK.test(value))
      return 'svgExternalReference';
    if (attribute.prefix === 'xml' && local === 'base') return 'svgExternalReference';
    if (OUTSIDE_URL.test(value) || IMPORT.test(value)) return 'svgExternalReference';
  }
  return null;
}
