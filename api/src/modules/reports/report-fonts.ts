import { existsSync } from 'node:fs';

export interface ReportFonts {
  regular: string;
  bold: string;
  /** How money is written: '₹' when the font has the glyph, else 'Rs.' (the PDF standard fonts lack it). */
  rupee: string;
}

/** DejaVu Sans (degree signs, ₹, accented names) where the system has it; PDF's Helvetica otherwise. */
const candidates = [
  { regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
  { regular: '/usr/share/fonts/dejavu/DejaVuSans.ttf', bold: '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf' },
];

let chosen: ReportFonts | undefined;

export function reportFonts(): ReportFonts {
  chosen ??= (() => {
    const dir = process.env.REPORT_FONT_REGULAR && process.env.REPORT_FONT_BOLD
      ? { regular: process.env.REPORT_FONT_REGULAR, bold: process.env.REPORT_FONT_BOLD }
      : candidates.find((fonts) => existsSync(fonts.regular) && existsSync(fonts.bold));
    return dir ? { ...dir, rupee: '₹' } : { regular: 'Helvetica', bold: 'Helvetica-Bold', rupee: 'Rs. ' };
  })();
  return chosen;
}
