/**
 * The type of stored bytes, from the bytes (text has no signature: see checkedType). An OLE2 container is taken as the old PowerPoint
 * format only when the name says .ppt (the container alone cannot tell a .ppt from a .doc).
 */
export async function detectType(start: Buffer, name: string): Promise<string | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(start).catch(() => undefined);
  if (!detected) return null;
  if (detected.mime === 'application/x-cfb' && name.toLowerCase().endsWith('.ppt'))
    return 'application/vnd.ms-powerpoint';
  return detected.mime;
}

/**
 * Do these first bytes read as text: UTF-8 (a character may be cut at the end) with no control
 * characters but tab, line ends and form feed? Text has no signature: this is how a .txt is checked.
 */
export function isPlainText(start: Buffer): boolean {
  if (start.length === 0) return false;
  // A character cut by the read's end is not an error: up to 3 last bytes may be a partial one.
  let end = start.length;
  for (let back = 1; back <= Math.min(3, start.length); back += 1) {
    const byte = start[start.length - back] as number;
    if (byte < 0x80) break;
    if (byte >= 0xc0) {
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      if (needed > back) end = start.length - back;
      break;
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(start.subarray(0, end));
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const allowed = code === 9 || code === 10 || code === 12 || code === 13;
    if ((code < 32 && !allowed) || code === 127) return false;
  }
  return true;
}

/**
 * The type an upload is checked as: its bytes' type, or `text/plain` for a .txt that reads as
 * text when the area takes text (elsewhere text stays an unknown type, served as an attachment).
 */
export async function checkedType(start: Buffer, name: string, acceptsText: boolean): Promise<string | null> {
  const detected = await detectType(start, name);
  if (detected || !acceptsText) return detected;
  return name.toLowerCase().endsWith('.txt') && isPlainText(start) ? 'text/plain' : null;
}
