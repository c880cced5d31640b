/**
 * A one-page PDF with a few lines of text (the demo's posters and slides): the smallest valid
 * document a PDF viewer opens, written by hand so the seed needs no PDF library. Text is
 * Helvetica in WinAnsi; characters outside it become '?'.
 */
export function demoPdf(o: { title: string; lines: string[]; colour?: [number, number, number] }): Buffer {
  const [r, g, b] = o.colour ?? [0.05, 0.28, 0.63];
  const pdfText = (text: string) =>
    [...text]
      .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) > 255 ? '?' : c))
      .join('')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  // A4 portrait in points; a coloured band with the title, then the lines.
  const wrap = (text: string, width: number) => {
    const words = text.split(/\s+/);
    const out: string[] = [];
    let line = '';
    for (const word of words) {
      if ((line ? `${line} ${word}` : word).length > width && line) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) out.push(line);
    return out;
  };
  const titleLines = wrap(o.title, 38).slice(0, 4);
  const body = o.lines.flatMap((l) => wrap(l, 80)).slice(0, 40);
  const ops = [
    `${r} ${g} ${b} rg 0 642 595 200 re f`,
    '1 1 1 rg BT /F1 24 Tf 40 800 Td 30 TL',
    ...titleLines.map((l) => `(${pdfText(l)}) Tj T*`),
    'ET 0 0 0 rg BT /F1 12 Tf 40 610 Td 17 TL',
    ...body.map((l) => `(${pdfText(l)}) Tj T*`),
    'ET',
  ].join('\n');
  const content = Buffer.from(ops, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
