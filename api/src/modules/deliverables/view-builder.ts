import type { DeliverableBlock, DeliverableSection, DeliverableView } from '@astrosetu/contracts';
import { reportText, type ReportText } from '../reports/report-text';

/**
 * Collects a deliverable's content as sections of blocks: the one model both the PDF (render-view-pdf.ts) and
 * the on-site view are made from, so what the customer reads on the site is what the e-mailed PDF says.
 */
export class ViewBuilder {
  private readonly sections: DeliverableSection[] = [];

  /** `text`: the words of the deliverable's language (the reports' catalogue). */
  constructor(readonly text: ReportText = reportText()) {}

  section(heading: string): this {
    this.sections.push({ heading, blocks: [] });
    return this;
  }

  private add(block: DeliverableBlock): this {
    const current = this.sections[this.sections.length - 1];
    if (!current) throw new Error('ViewBuilder: start a section before adding content');
    current.blocks.push(block);
    return this;
  }

  paragraph(text: string): this {
    return this.add({ kind: 'paragraph', text });
  }

  list(items: string[]): this {
    return items.length > 0 ? this.add({ kind: 'list', items }) : this;
  }

  keyValues(rows: Array<[string, string]>): this {
    return this.add({ kind: 'keyValues', rows: rows.map(([label, value]) => ({ label, value })) });
  }

  table(columns: string[], rows: string[][], caption?: string): this {
    return this.add({ kind: 'table', columns, rows, ...(caption ? { caption } : {}) });
  }

  chart(title: string, svg: string): this {
    return this.add({ kind: 'chart', title, svg });
  }

  build(meta: Omit<DeliverableView, 'sections'>): DeliverableView {
    return { ...meta, sections: this.sections.filter((section) => section.blocks.length > 0) };
  }
}
