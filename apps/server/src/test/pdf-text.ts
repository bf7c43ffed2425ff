import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a reader would copy out of a PDF, page after page, a line per line of the page. It is
 * read back through each font's Unicode map, so Greek comes out as Greek only when the embedded
 * font really carries it.
 */
export async function extractPdfText(pdf: Buffer): Promise<string> {
  // pdf.js wants a plain Uint8Array (not a Buffer) and takes ownership of it: hand it a copy.
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const { items } = await (await document.getPage(number)).getTextContent();
      pages.push(
        items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

/** The images drawn on a PDF's pages, as pdf.js paints them: each one's [width, height] in pixels. */
export async function extractPdfImageSizes(pdf: Buffer): Promise<[number, number][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const sizes: [number, number][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const { fnArray, argsArray } = await (await document.getPage(number)).getOperatorList();
      fnArray.forEach((operation, index) => {
        // paintImageXObject's arguments: the image's id, its width and its height.
        if (operation !== OPS.paintImageXObject) return;
        const [, width, height] = argsArray[index] as [string, number, number];
        sizes.push([width, height]);
      });
    }
    return sizes;
  } finally {
    await document.destroy();
  }
}
