import { describe, expect, it } from 'vitest';
import { checkedType } from '../files/file-types.ts';
import { abstractFile, posterPdf } from './demo-files.ts';

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

describe('the demo talks’ abstracts', () => {
  const talk = {
    id: 7,
    code: 'O-07',
    title: 'Wearable sensors after surgery',
    coAuthors: 'C. Moreau',
    description: '<p>Recovery was faster (p &lt; 0.01) — <em>ten</em> days.</p>',
  };

  it('are text files of title, co-authors and the description as text, that pass the upload check', async () => {
    const txt = abstractFile(talk, 'txt');
    expect(txt.name).toBe('O-07-abstract.txt');
    expect(txt.bytes.toString('utf8')).toBe(
      'Wearable sensors after surgery\nC. Moreau\n\nRecovery was faster (p < 0.01) — ten days.\n',
    );
    expect(await checkedType(txt.bytes, txt.name, true)).toBe('text/plain');
  });

  it('or one-page PDFs, that pass the upload check', async () => {
    const pdf = abstractFile(talk, 'pdf');
    expect(pdf.name).toBe('O-07-abstract.pdf');
    expect(pdf.bytes.toString('latin1')).toContain('(Wearable sensors after surgery) Tj');
    expect(await checkedType(pdf.bytes, pdf.name, true)).toBe('application/pdf');
  });
});
