import { describe, expect, it } from 'vitest';
import { posterPdf } from './demo-files.ts';

describe('the demo posters’ PDFs', () => {
  it('print the description as text, its character references decoded once', () => {
    const pdf = posterPdf({
      title: 'Outcomes & costs',
      coAuthors: 'A. Martin, B. Dupont',
      description: '<p>Mortality fell (p &lt; 0.001) &amp; stays low &#8211; <strong>two</strong> years.</p>',
    }).toString('latin1');
    expect(pdf).toContain('(Mortality fell \\(p < 0.001\\) & stays low ? two years.) Tj');
    expect(pdf).not.toMatch(/&(lt|amp|#\d+);/);
    expect(pdf).not.toContain('<strong>');
  });
});
