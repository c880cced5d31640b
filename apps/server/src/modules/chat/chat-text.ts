import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
// Control characters other than tab and line feed.
const CONTROL = /[^\P{Cc}\t\n]/gu;

function stripOnce(text: string): string {
  const escaped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return escaped.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Chat text is plain text (spec 3: "sanitised"): markup is removed (the text of ordinary tags is
 * kept; scripts and styles go entirely), entities come back as the characters they stand for, and
 * it is done again until nothing changes, so `&lt;b&gt;` cannot turn into a tag on the way. A lone
 * `<` as in `a < b` stays. Line ends become `\n`, other control characters go; the result is trimmed.
 */
export function sanitiseChatText(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').normalize('NFC');
  for (let pass = 0; pass < 4; pass++) {
    const next = stripOnce(text);
    if (next === text) break;
    text = next;
  }
  return text.trim();
}
