import { currencyMinorDigits, decimalAmount, type StatementBreakdownRow, type StatementTotal } from '@repertoire/contract';
import PDFDocument from 'pdfkit';

/**
 * A statement as a PDF an accountant can file: a page for the totals (who, which distribution, which period), then a
 * section a page for the breakdowns by work or recording and by territory, which run on to further pages as needed.
 * Amounts are written from their minor units with the currency's code ("GBP 1234.56"), exact, and in the standard
 * PDF fonts, which every reader has.
 */

export type StatementPdfContent = {
  memberName: string;
  distributionName: string;
  periodStart: string;
  periodEnd: string;
  closedAt: string;
  totals: readonly StatementTotal[];
  sections: readonly { title: string; dimension: string; rows: readonly StatementBreakdownRow[] }[];
};

const MARGIN = 50;
/** Column edges of a breakdown's table, from the left margin: label, currency, lines, units, earned, held. */
const COLUMNS = [0, 230, 270, 320, 370, 440] as const;
const TABLE_WIDTH = 495;

const money = (minor: string, currency: string) => `${currency} ${decimalAmount(BigInt(minor), currencyMinorDigits(currency))}`;

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.font('Helvetica-Bold').fontSize(16).text(text, MARGIN, MARGIN);
  doc.moveDown(0.5);
}

function row(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false) {
  if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let bottom = y;
  cells.forEach((cell, index) => {
    const x = MARGIN + (COLUMNS[index] ?? 0);
    const width = (COLUMNS[index + 1] ?? TABLE_WIDTH) - (COLUMNS[index] ?? 0) - 6;
    doc.text(cell, x, y, { width, align: index === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 3;
}

/** The PDF, written as it is read: the document is a stream, ended here. */
export function statementPdf(content: StatementPdfContent): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Royalty statement ${content.distributionName}`, Author: 'Repertoire' } });

  heading(doc, 'Royalty statement');
  doc.font('Helvetica').fontSize(11);
  doc.text(`Member: ${content.memberName}`);
  doc.text(`Distribution: ${content.distributionName}`);
  doc.text(`Period: ${content.periodStart} to ${content.periodEnd}`);
  doc.text(`Closed on: ${content.closedAt.slice(0, 10)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text('Totals');
  doc.moveDown(0.3);
  for (const total of content.totals) {
    doc.font('Helvetica-Bold').fontSize(11).text(`Earned: ${money(total.earned, total.currency)}`);
    doc.font('Helvetica').fontSize(10);
    doc.text(`Lines: ${total.lines}`);
    doc.text(`Held: ${money(total.held, total.currency)}`);
    doc.text(`  while a work is in dispute: ${money(total.held_dispute, total.currency)}`);
    doc.text(`  unclaimed: ${money(total.held_unclaimed, total.currency)}`);
    doc.moveDown(0.5);
  }

  for (const section of content.sections) {
    doc.addPage();
    heading(doc, section.title);
    row(doc, [section.dimension, 'Currency', 'Lines', 'Units', 'Earned', 'Held'], true);
    if (section.rows.length === 0) doc.font('Helvetica').fontSize(10).text('Nothing in this statement.');
    for (const line of section.rows) {
      const digits = currencyMinorDigits(line.currency);
      row(doc, [line.label, line.currency, String(line.lines), String(line.units), decimalAmount(BigInt(line.earned), digits), decimalAmount(BigInt(line.held), digits)]);
    }
  }

  doc.end();
  return doc;
}
