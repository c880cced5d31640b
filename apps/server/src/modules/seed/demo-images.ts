/**
 * Placeholder pictures for the demo as `data:` URIs of small inline SVGs (a coloured panel
 * with a name), so the demo shows logos, ads and thumbnails without any network access.
 */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function escapeHtml(text: string): string {
  return escapeXml(text);
}

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export interface PanelOptions {
  width: number;
  height: number;
  background: string;
  foreground: string;
  title: string;
  subtitle?: string;
  /** A thin accent bar along the bottom edge. */
  accent?: string;
}

/** A coloured rectangle with a centred title (and optional subtitle), sized to fit. */
export function panelSvg(o: PanelOptions): string {
  const { width: w, height: h } = o;
  const lines = o.subtitle ? 2 : 1;
  // Keep the title inside the panel: roughly 0.6 em per character.
  const byWidth = (w * 0.86) / Math.max(6, o.title.length * 0.6);
  const titleSize = Math.max(10, Math.round(Math.min(byWidth, (h / (lines + 1)) * 1.1)));
  const subtitleSize = Math.max(
    9,
    Math.round(Math.min(titleSize * 0.5, (w * 0.9) / Math.max(8, (o.subtitle ?? '').length * 0.55))),
  );
  const titleY = o.subtitle ? h / 2 - subtitleSize * 0.2 : h / 2 + titleSize * 0.35;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="${o.background}"/>`,
    o.accent
      ? `<rect y="${h - Math.max(4, h * 0.04)}" width="${w}" height="${Math.max(4, h * 0.04)}" fill="${o.accent}"/>`
      : '',
    `<text x="${w / 2}" y="${titleY.toFixed(1)}" fill="${o.foreground}" font-family="Helvetica, Arial, sans-serif" font-size="${titleSize}" font-weight="700" text-anchor="middle">${escapeXml(o.title)}</text>`,
    o.subtitle
      ? `<text x="${w / 2}" y="${(titleY + subtitleSize * 1.6).toFixed(1)}" fill="${o.foreground}" font-family="Helvetica, Arial, sans-serif" font-size="${subtitleSize}" text-anchor="middle" opacity="0.85">${escapeXml(o.subtitle)}</text>`
      : '',
    '</svg>',
  ];
  return parts.join('');
}

export function panelDataUri(o: PanelOptions): string {
  return svgDataUri(panelSvg(o));
}

/**
 * A wide picture without text for the on-demand home: the colour's gradient with soft rings,
 * so the card's caption, not the picture, names the session.
 */
export function stageDataUri(colour: string): string {
  const dark = shade(colour, 0.55);
  const light = shade(colour, 1.25);
  return svgDataUri(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">',
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
      '<rect width="640" height="360" fill="url(#g)"/>',
      '<g fill="none" stroke="#FFFFFF" stroke-opacity="0.18" stroke-width="10">',
      '<circle cx="470" cy="150" r="70"/><circle cx="470" cy="150" r="130"/><circle cx="470" cy="150" r="190"/>',
      '</g></svg>',
    ].join(''),
  );
}

/** A darker or lighter shade of a #RRGGBB colour (factor < 1 darkens). */
export function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const out = factor < 1 ? v * factor : v + (255 - v) * (factor - 1);
    return Math.max(0, Math.min(255, Math.round(out)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`.toUpperCase();
}
