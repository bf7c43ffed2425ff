import { describe, expect, it } from 'vitest';
import { checkSvg } from './svg-check';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('checkSvg', () => {
  it('accepts a logo with shapes, gradients, local references, styles and editor metadata', () => {
    const logo = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Exported by a design program -->
${svg(
  `<title>KC Law</title>
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#14213d"/></linearGradient></defs>
  <style><![CDATA[.a { fill: url(#g); }]]></style>
  <path class="a" d="M0 0h10v10z" style="fill: url('#g')"/>
  <use xlink:href="#g"/>
  <image href="data:image/png;base64,iVBORw0KGgo="/>
  <animate attributeName="opacity" from="0" to="1" dur="1s"/>`,
  ' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3"',
)}`;
    expect(checkSvg(logo)).toBeNull();
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>'), 'svgScript'],
    ['an event handler', svg('<rect width="1" height="1" onclick="alert(1)"/>'), 'svgEventHandler'],
    ['an event handler on the root', svg('', ' onload="alert(1)"'), 'svgEventHandler'],
    [
      'HTML in a foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      'svgForeignObject',
    ],
    [
      'an HTML element',
      svg('<h:img xmlns:h="http://www.w3.org/1999/xhtml" src="x"/>'),
      'svgForeignObject',
    ],
    [
      'a javascript: link',
      svg('<a href="javascript:alert(1)"><rect/></a>'),
      'svgExternalReference',
    ],
    [
      'a link to another site',
      svg('<a xlink:href="https://example.com"><rect/></a>'),
      'svgExternalReference',
    ],
    [
      'an image from elsewhere',
      svg('<image href="https://example.com/x.png"/>'),
      'svgExternalReference',
    ],
    [
      'a font from elsewhere',
      svg('<style>@import url(https://fonts.example/f.css);</style>'),
      'svgExternalReference',
    ],
    [
      'a filter from another file',
      svg('<rect style="filter:url(other.svg#f)"/>'),
      'svgExternalReference',
    ],
    [
      'a quoted url from elsewhere',
      svg(`<rect style="fill:url('https://example.com/p.svg#g')"/>`),
      'svgExternalReference',
    ],
    ['xml:base', svg('<g xml:base="https://example.com/"/>'), 'svgExternalReference'],
    [
      'a stylesheet instruction',
      `<?xml-stylesheet href="https://example.com/s.css"?>${svg('')}`,
      'svgExternalReference',
    ],
    [
      'animation that writes a link',
      svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
      'svgAnimation',
    ],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('&x;')}`, 'svgDoctype'],
    ['broken XML', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', 'svgMalformed'],
    ['an undeclared entity', svg('&secret;'), 'svgMalformed'],
    ['an HTML page', '<html><body><svg></svg></body></html>', 'svgNotSvg'],
    ['an svg without the SVG namespace', '<svg><rect/></svg>', 'svgNotSvg'],
  ])('refuses %s', (_name, text, reason) => {
    expect(checkSvg(text)).toBe(reason);
  });
});
