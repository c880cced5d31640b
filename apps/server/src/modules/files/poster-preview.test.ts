import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { posterPdf } from '../seed/demo-files.ts';
import { renderFirstPage, shrinkPicture } from './poster-preview.ts';

describe('a poster’s first page as its cards’ picture', () => {
  it('draws the first page of a PDF as a PNG, 720 wide, portrait like the page', async () => {
    const pdf = posterPdf({
      title: 'Clinical validation of virtual reality for robotic surgery',
      coAuthors: 'A. Anderson, E. Harris',
      description: '<p>Results: a relevant reduction in procedure time (p &lt; 0.001).</p>',
    });
    const png = await renderFirstPage(pdf);
    expect(png).not.toBeNull();
    const meta = await sharp(png as Buffer).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(720);
    expect(meta.height).toBeGreaterThan(1000);
    // The page's coloured title band is drawn at the top, the white page below it.
    const { data, info } = await sharp(png as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(at(5, 5)).toEqual([13, 71, 161]);
    expect(at(5, info.height - 5)).toEqual([255, 255, 255]);
  });

  it('draws nothing for what is not a PDF', async () => {
    expect(await renderFirstPage(Buffer.from('PK\u0003\u0004 not a pdf at all'))).toBeNull();
    expect(await renderFirstPage(Buffer.alloc(0))).toBeNull();
  });

  it('makes a poster picture 720 wide, upright, cut at four times its width, and never larger', async () => {
    const wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0D47A1' } })
      .jpeg()
      .toBuffer();
    const shrunk = await shrinkPicture(wide);
    expect(await sharp(shrunk as Buffer).metadata()).toMatchObject({ format: 'png', width: 720, height: 360 });
    const tall = await sharp({ create: { width: 100, height: 900, channels: 3, background: '#FFFFFF' } })
      .png()
      .toBuffer();
    expect(await sharp((await shrinkPicture(tall)) as Buffer).metadata()).toMatchObject({ width: 100, height: 400 });
    expect(await shrinkPicture(Buffer.from('not a picture'))).toBeNull();
  });
});
