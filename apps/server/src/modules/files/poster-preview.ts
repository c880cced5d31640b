import { createRequire } from 'node:module';
import path from 'node:path';

/** A poster card's picture is this wide (twice the widest card, for sharp screens). */
const PREVIEW_WIDTH = 720;
/** Larger posters are not read into memory to be drawn: their cards keep the session's picture. */
export const PREVIEW_MAX_BYTES = 40 * 1024 * 1024;

type TPdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<TPdfJs | null> | null = null;

/**
 * pdf.js, loaded on first use only (the server starts without it) and drawing with the canvas
 * package it comes with; null when either cannot load on this machine (the cards then keep the
 * session's picture).
 */
function loadPdfJs(): Promise<TPdfJs | null> {
  pdfjs ??= Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('@napi-rs/canvas')])
    .then(([lib]) => lib)
    .catch(() => null);
  return pdfjs;
}

/** Where pdf.js finds the 14 standard fonts that a PDF may use without embedding them. */
function standardFonts(): string {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return `${root}/standard_fonts/`;
}

interface TCanvasAndContext {
  canvas: { toBuffer(type: 'image/png'): Buffer };
  context: unknown;
}

/**
 * The first page of a PDF as a PNG, PREVIEW_WIDTH wide, or null when it cannot be drawn (not a
 * PDF, damaged, protected, or no canvas here). Scripts and fonts of the file never run as code:
 * evaluation is off and fonts are drawn as paths.
 */
export async function renderFirstPage(pdf: Buffer): Promise<Buffer | null> {
  if (pdf.length > PREVIEW_MAX_BYTES) return null;
  const lib = await loadPdfJs();
  if (!lib) return null;
  let doc: Awaited<ReturnType<TPdfJs['getDocument']>['promise']> | null = null;
  try {
    doc = await lib.getDocument({
      data: new Uint8Array(pdf),
      standardFontDataUrl: standardFonts(),
      isEvalSupported: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
    const page = await doc.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: PREVIEW_WIDTH / unscaled.width });
    const factory = doc.canvasFactory as {
      create(width: number, height: number): TCanvasAndContext;
    };
    // A very tall first page is cut at four times its width: a card shows its top.
    const { canvas, context } = factory.create(
      Math.ceil(viewport.width),
      Math.ceil(Math.min(viewport.height, viewport.width * 4)),
    );
    await page.render({
      // The canvas package's canvas stands for the browser's (pdf.js's own factory made it).
      canvasContext: context as never,
      canvas: canvas as never,
      viewport,
      background: '#FFFFFF',
    }).promise;
    return canvas.toBuffer('image/png');
  } catch {
    return null;
  } finally {
    await doc?.destroy();
  }
}

/** A poster picture larger than this (in pixels) is not decoded: its cards keep the session's picture. */
const PICTURE_MAX_INPUT_PIXELS = 100_000_000;

/**
 * A poster that is a picture (JPEG, PNG) as its cards' picture: turned upright by its EXIF
 * orientation, made PREVIEW_WIDTH wide (never larger), cut at four times its width like a PDF's
 * first page, written as a PNG without the original's metadata; null when it cannot be read.
 */
export async function shrinkPicture(picture: Buffer): Promise<Buffer | null> {
  if (picture.length > PREVIEW_MAX_BYTES) return null;
  // libvips loads with the first picture poster, not with the process.
  const { default: sharp } = await import('sharp');
  try {
    const upright = await sharp(picture, { limitInputPixels: PICTURE_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = upright.info;
    if (height <= width * 4) return upright.data;
    return await sharp(upright.data)
      .extract({ left: 0, top: 0, width, height: width * 4 })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    return null;
  }
}
