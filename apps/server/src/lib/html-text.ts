import sanitizeHtml from 'sanitize-html';

/**
 * Rich text of sessions (descriptions from organisers and imported schedules): stored as
 * sanitised HTML, shown as HTML by the web (through DOMPurify again), and turned into plain
 * text for lists and calendar files.
 */

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'h5',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Headings of imported text become small headings; bigger ones would fight the dialog's title.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h6: 'h5',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** Untrusted HTML → HTML with formatting and links only. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

const HTML_TAG = /<\/?(p|br|div|span|ul|ol|li|a|b|i|u|s|em|strong|code|pre|h[1-6]|blockquote|img|table|tr|td)\b[^>]*>/i;

/** Does this text look like HTML (rather than plain text or Markdown)? */
export function looksLikeHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * Plain text (or Markdown, kept as written) → HTML: escaped, blank lines make paragraphs,
 * single line breaks become <br>, bare http(s) addresses become links.
 */
export function textToHtml(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (!normalised) return '';
  return normalised
    .split(/\n{2,}/)
    .map((para) => `<p>${linkify(escapeHtml(para.trim())).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function linkify(escaped: string): string {
  return escaped.replace(
    /\bhttps?:\/\/[^\s<>"')\]]+/g,
    (url) => `<a href="${url}" rel="noopener noreferrer" target="_blank">${url}</a>`,
  );
}

/** Untrusted text that may be HTML or plain text → sanitised HTML. */
export function richTextToHtml(text: string | null | undefined): string {
  if (!text) return '';
  return sanitizeRichText(looksLikeHtml(text) ? text : textToHtml(text));
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

/** Decodes character references (`&amp;`, `&#233;`, `&#xE9;`, the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** HTML → plain text: paragraphs and line breaks kept as new lines, tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '• ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The first `max` characters of plain text on one line, cut at a word with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
