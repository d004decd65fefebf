import { decimalAmount, isValidBicCode, isValidIban, normalizeBic, normalizeIban } from '@repertoire/contract';
import { type FieldError, Unprocessable } from '../../../lib/errors';
import { latinAscii } from '../../../lib/latin-ascii';

/**
 * The bank payment file: an ISO 20022 pain.001.001.03 customer credit transfer initiation, the SEPA credit transfer
 * message banks across SEPA accept, following the EPC's SEPA Credit Transfer implementation guidelines for what goes in
 * each field. test/payment-file.test.ts checks the files against pain.001.001.03-subset.xsd beside this file: the
 * standard's definitions of the elements written here.
 */

export type CreditTransfer = {
  /** Unique per payment, at most 35 characters (the payment's id, dashes removed, is fine). */
  endToEndId: string;
  payeeName: string;
  /** Checked with its check digits (the contract's IBAN rule, ibantools) and written in electronic form, without spaces. */
  iban: string;
  bic: string | null;
  /** Integer minor units (cents). */
  amountMinor: bigint;
  currency: 'EUR';
  /** Unstructured remittance, cut to 140 characters. */
  remittance: string;
};

export type PaymentOrder = {
  /** At most 35 characters. */
  messageId: string;
  createdAt: Date;
  /** YYYY-MM-DD */
  requestedExecutionDate: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: CreditTransfer[];
};

/** The EPC's limit of one SEPA credit transfer: 999,999,999.99 euros. */
const MAX_TRANSFER_CENTS = 99_999_999_999n;

/** The Latin characters every SEPA bank accepts (the EPC's SEPA credit transfer implementation guidelines). */
const OUTSIDE_SEPA_CHARACTERS = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/** Identifiers (Max35Text) in those characters, without spaces, and without the slash the EPC restricts in identifiers. */
const SEPA_IDENTIFIER = /^[A-Za-z0-9\-?:().,'+]{1,35}$/;

/**
 * Free text in the SEPA characters: accents dropped and Latin letters spelt out ("Zoë Müller" → "Zoe Muller"), "&" kept
 * as "+", anything else a space; cut to the field's size.
 */
function sepaText(text: string, size: number): string {
  return latinAscii(text)
    .replace(/&/g, '+')
    .replace(OUTSIDE_SEPA_CHARACTERS, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, size)
    .trimEnd();
}

/** Whether a payee's name has letters a SEPA file can carry: one that has none (李小龍) is paid by hand instead. */
export function isSepaWritableName(name: string): boolean {
  return sepaText(name, 70) !== '';
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

function leaf(name: string, value: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(value)}</${name}>`;
}

function element(name: string, ...children: string[]): string {
  const body = children.flatMap((child) => child.split('\n')).map((line) => `  ${line}`);
  return [`<${name}>`, ...body, `</${name}>`].join('\n');
}

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value);
}

/** What is wrong with an order, each with where it is: every problem at once, so staff mend a file in one go. */
function orderProblems(order: PaymentOrder): FieldError[] {
  const problems: FieldError[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });
  if (!SEPA_IDENTIFIER.test(order.messageId)) {
    problem('messageId', `The file's message id "${order.messageId}" must be 1 to 35 letters, digits or - ? : ( ) . , ' +`);
  }
  if (!isIsoDate(order.requestedExecutionDate)) {
    problem('requestedExecutionDate', `The execution date "${order.requestedExecutionDate}" is not a date (YYYY-MM-DD)`);
  }
  if (!sepaText(order.debtor.name, 70)) problem('debtor.name', "The paying account's name has no letters a SEPA file can carry");
  if (!isValidIban(order.debtor.iban)) problem('debtor.iban', "The paying account's IBAN is not valid");
  if (!isValidBicCode(order.debtor.bic)) problem('debtor.bic', "The paying account's BIC is not valid");
  if (order.transfers.length === 0) problem('transfers', 'A payment file needs at least one transfer');

  const seen = new Set<string>();
  order.transfers.forEach((transfer, index) => {
    const at = (field: string) => `transfers.${index}.${field}`;
    const payment = `Payment ${transfer.endToEndId} to ${transfer.payeeName}`;
    if (!SEPA_IDENTIFIER.test(transfer.endToEndId)) {
      problem(at('endToEndId'), `${payment}: its id must be 1 to 35 letters, digits or - ? : ( ) . , ' +`);
    } else if (seen.has(transfer.endToEndId)) {
      problem(at('endToEndId'), `${payment}: its id is in the file twice, which would pay it twice`);
    }
    seen.add(transfer.endToEndId);
    if (!sepaText(transfer.payeeName, 70)) problem(at('payeeName'), `${payment}: the name has no letters a SEPA file can carry`);
    if (!isValidIban(transfer.iban)) problem(at('iban'), `${payment}: the IBAN is not valid`);
    if (transfer.bic !== null && !isValidBicCode(transfer.bic)) problem(at('bic'), `${payment}: the BIC is not valid`);
    // The type says EUR; a caller's cast or a row read from the database can still bring another currency.
    if ((transfer.currency as string) !== 'EUR') {
      problem(at('currency'), `${payment}: it is in ${transfer.currency}, and a SEPA credit transfer is in euros only`);
    }
    if (transfer.amountMinor <= 0n) problem(at('amountMinor'), `${payment}: the amount must be more than zero`);
    if (transfer.amountMinor > MAX_TRANSFER_CENTS) problem(at('amountMinor'), `${payment}: SEPA carries at most 999999999.99 EUR a transfer`);
  });
  return problems;
}

function creditTransfer(transfer: CreditTransfer): string {
  const remittance = sepaText(transfer.remittance, 140);
  return element(
    'CdtTrfTxInf',
    element('PmtId', leaf('EndToEndId', transfer.endToEndId)),
    element('Amt', leaf('InstdAmt', decimalAmount(transfer.amountMinor, 2), ' Ccy="EUR"')),
    // The schema makes the creditor's agent optional, and SEPA needs no BIC for an IBAN within it: none is written
    // rather than a NOTPROVIDED placeholder.
    ...(transfer.bic === null ? [] : [element('CdtrAgt', element('FinInstnId', leaf('BIC', normalizeBic(transfer.bic))))]),
    element('Cdtr', leaf('Nm', sepaText(transfer.payeeName, 70))),
    element('CdtrAcct', element('Id', leaf('IBAN', normalizeIban(transfer.iban)))),
    ...(remittance ? [element('RmtInf', leaf('Ustrd', remittance))] : []),
  );
}

/**
 * The pain.001.001.03 file of an order: one payment information block paying every transfer from the society's account
 * on the requested date. Refuses, with every problem listed, an order a bank would reject (no transfer, an invalid IBAN
 * or BIC, another currency than the euro, an amount of zero or less).
 */
export function writePain001(order: PaymentOrder): string {
  const problems = orderProblems(order);
  const [first] = problems;
  if (first) {
    const more = problems.length - 1;
    throw new Unprocessable(more ? `${first.message}; and ${more} more problem${more === 1 ? '' : 's'}` : first.message, problems);
  }

  const count = String(order.transfers.length);
  const controlSum = decimalAmount(
    order.transfers.reduce((sum, transfer) => sum + transfer.amountMinor, 0n),
    2,
  );
  const debtorName = sepaText(order.debtor.name, 70);
  const document = element(
    'CstmrCdtTrfInitn',
    element(
      'GrpHdr',
      leaf('MsgId', order.messageId),
      // UTC to the second, without a zone: some banks (Rabobank, Liberbank) refuse a file whose time has one, or a "Z".
      leaf('CreDtTm', order.createdAt.toISOString().slice(0, 19)),
      leaf('NbOfTxs', count),
      leaf('CtrlSum', controlSum),
      element('InitgPty', leaf('Nm', debtorName)),
    ),
    element(
      'PmtInf',
      leaf('PmtInfId', order.messageId),
      leaf('PmtMtd', 'TRF'),
      leaf('BtchBookg', 'true'),
      leaf('NbOfTxs', count),
      leaf('CtrlSum', controlSum),
      element('PmtTpInf', element('SvcLvl', leaf('Cd', 'SEPA'))),
      leaf('ReqdExctnDt', order.requestedExecutionDate),
      element('Dbtr', leaf('Nm', debtorName)),
      element('DbtrAcct', element('Id', leaf('IBAN', normalizeIban(order.debtor.iban)))),
      element('DbtrAgt', element('FinInstnId', leaf('BIC', normalizeBic(order.debtor.bic)))),
      leaf('ChrgBr', 'SLEV'),
      ...order.transfers.map(creditTransfer),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">',
    ...document.split('\n').map((line) => `  ${line}`),
    '</Document>',
    '',
  ].join('\n');
}
