/**
 * PIX "copia e cola" payloads (EMV® QRCPS as profiled by the BCB BR Code manual): a flat
 * list of TLV fields, ID (2 digits) + length (2 digits) + value, closed by a CRC16 field.
 */
import { buyerMessages as messages } from './buyer-messages';

const GUI = 'br.gov.bcb.pix';
const encoder = new TextEncoder();

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no xor-out) over UTF-8. */
export function crc16ccittFalse(str: string): string {
  let crc = 0xffff;
  for (const byte of encoder.encode(str)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export class PixPayloadError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(messages.pixError);
    this.name = 'PixPayloadError';
    this.reason = reason;
  }
}

function tlv(id: string, value: string): string {
  const length = [...value].length;
  if (length > 99) throw new PixPayloadError(`field ${id} longer than 99 characters`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/**
 * Name and city must be plain ASCII in practice (many bank apps reject anything else), so
 * accents are stripped, other characters dropped, spaces collapsed. Case is kept.
 */
export function normalizePixText(s: string, max: number): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

const TXID = /^[A-Za-z0-9]{1,25}$/;

export interface PixPayloadInput {
  /** PIX key: e-mail, phone (+55…), CPF/CNPJ digits or random key (EVP). */
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents?: number | null;
  /** A–Z a–z 0–9, up to 25 characters; null/empty/'***' means "no txid". */
  txid?: string | null;
  description?: string | null;
  /**
   * Field 01. Default: '12' (single use) when an amount is given, omitted otherwise.
   * null forces the field out, as in the BCB manual examples.
   */
  pointOfInitiation?: '11' | '12' | null;
}

function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new PixPayloadError('amount must be positive centavos');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function buildPixPayload(input: PixPayloadInput): string {
  const key = input.key.trim();
  if (!key) throw new PixPayloadError('missing key');
  const name = normalizePixText(input.merchantName, 25);
  const city = normalizePixText(input.merchantCity, 15);
  if (!name || !city) throw new PixPayloadError('missing merchant name or city');

  const txid = input.txid == null || input.txid === '' || input.txid === '***' ? '***' : input.txid;
  if (txid !== '***' && !TXID.test(txid)) throw new PixPayloadError('invalid txid');

  const hasAmount = input.amountCents != null;
  const poi =
    input.pointOfInitiation === undefined ? (hasAmount ? '12' : null) : input.pointOfInitiation;
  const description = input.description ? normalizePixText(input.description, 99) : '';

  const account = tlv('00', GUI) + tlv('01', key) + (description ? tlv('02', description) : '');
  const body =
    tlv('00', '01') +
    (poi ? tlv('01', poi) : '') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (hasAmount ? tlv('54', formatAmount(input.amountCents as number)) : '') +
    tlv('58', 'BR') +
    tlv('59', name) +
    tlv('60', city) +
    tlv('62', tlv('05', txid)) +
    '6304';
  return body + crc16ccittFalse(body);
}

export interface TlvField {
  id: string;
  value: string;
}

/** Splits a TLV string into its fields; null when the lengths do not add up. */
export function parseTlv(str: string): TlvField[] | null {
  const chars = [...str];
  const fields: TlvField[] = [];
  let i = 0;
  while (i < chars.length) {
    const id = chars.slice(i, i + 2).join('');
    const lenText = chars.slice(i + 2, i + 4).join('');
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lenText)) return null;
    const len = Number(lenText);
    if (i + 4 + len > chars.length) return null;
    fields.push({ id, value: chars.slice(i + 4, i + 4 + len).join('') });
    i += 4 + len;
  }
  return fields;
}

export interface ParsedPix {
  /** Top-level fields by ID, raw values (templates still encoded). */
  fields: Record<string, string>;
  /** Sub-fields of the merchant account template whose GUI is br.gov.bcb.pix (any case). */
  merchantAccount: Record<string, string> | null;
  /** Sub-fields of template 62 (05 = txid). */
  additionalData: Record<string, string> | null;
}

function toRecord(fields: TlvField[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.id, f.value]));
}

export function parsePixPayload(str: string): ParsedPix | null {
  const top = parseTlv(str);
  if (!top) return null;
  let merchantAccount: Record<string, string> | null = null;
  for (const f of top) {
    const n = Number(f.id);
    if (n < 26 || n > 51) continue;
    const sub = parseTlv(f.value);
    if (sub && sub.find((s) => s.id === '00')?.value.toLowerCase() === GUI) {
      merchantAccount = toRecord(sub);
      break;
    }
  }
  const fields = toRecord(top);
  const additional = fields['62'] !== undefined ? parseTlv(fields['62']) : null;
  return { fields, merchantAccount, additionalData: additional ? toRecord(additional) : null };
}

/** True when the payload ends with a well-formed CRC field whose value matches. */
export function verifyPixCrc(str: string): boolean {
  const m = /^([\s\S]*6304)([0-9A-Fa-f]{4})$/.exec(str);
  if (!m || !m[1] || !m[2]) return false;
  return crc16ccittFalse(m[1]) === m[2].toUpperCase();
}
