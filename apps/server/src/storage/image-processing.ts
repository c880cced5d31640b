import { PROFILE_PHOTO_MAX_INPUT_PIXELS, PROFILE_PHOTO_MAX_SIDE_PX } from '@atrium/contracts';

export class UnreadableImageError extends Error {}

/**
 * Re-encodes an uploaded photo: decoded and written again by libvips (sharp), so that what is
 * stored is a plain image of the declared kind, whatever else the upload carried (a polyglot's
 * second payload, EXIF with the GPS position where the photo was taken, comments, profiles).
 * The EXIF orientation is applied to the pixels first (the tag itself goes with the rest of
 * the metadata), and a large picture is scaled down to fit PROFILE_PHOTO_MAX_SIDE_PX.
 */
export async function reencodePhoto(bytes: Buffer, kind: 'jpg' | 'png'): Promise<Buffer> {
  // libvips loads with the first photo, not with the process (a CLI command never needs it).
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: PROFILE_PHOTO_MAX_INPUT_PIXELS, failOn: 'error' }).rotate().resize({
      width: PROFILE_PHOTO_MAX_SIDE_PX,
      height: PROFILE_PHOTO_MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // sharp writes no metadata unless asked (withMetadata/keepExif): none is asked for.
    return await (kind === 'png'
      ? image.png({ compressionLevel: 9 })
      : image.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
}
