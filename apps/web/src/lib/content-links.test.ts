import { describe, expect, it } from 'vitest';
import { resolveContentLink } from './content-links.ts';

describe('links inside server content (spec 1 §2.3, §2.4)', () => {
  it('opens external http(s) links in a new tab with the user reference when given', () => {
    expect(resolveContentLink('https://sponsor.example/page?a=1#top', 'DEMO', 'ref 1')).toEqual({
      kind: 'external',
      href: 'https://sponsor.example/page?a=1&ureventRef=ref%201#top',
    });
    expect(resolveContentLink('http://sponsor.example', 'DEMO')).toEqual({
      kind: 'external',
      href: 'http://sponsor.example',
    });
  });

  it('routes relative links inside the event', () => {
    expect(resolveContentLink('programme', 'DEMO')).toEqual({ kind: 'internal', path: '/DEMO/programme' });
    expect(resolveContentLink('/demo/custom/3', 'DEMO')).toEqual({ kind: 'internal', path: '/DEMO/custom/3' });
  });

  it('leaves same-page anchors to the browser and opens server files in a new tab', () => {
    expect(resolveContentLink('#agenda', 'DEMO')).toEqual({ kind: 'none' });
    expect(resolveContentLink('/files/guide.pdf', 'DEMO', 'ref')).toEqual({
      kind: 'external',
      href: '/files/guide.pdf',
    });
    expect(resolveContentLink('javascript:alert(1)', 'DEMO')).toEqual({ kind: 'none' });
  });
});

describe('page headings of server HTML', () => {
  it('detects an h1 in the content', async () => {
    const { hasOwnHeading } = await import('./html-outline.ts');
    expect(hasOwnHeading('<section><H1 class="x">Title</H1></section>')).toBe(true);
    expect(hasOwnHeading('<h2>Sub</h2><p>h1 in text</p><header>')).toBe(false);
  });
});
