import { SPEND_KINDS, type SpendingDay } from '../contracts/spending/history.contract';

/**
 * The history as CSV (RFC 4180, one row per UTC day, a column per kind and the day's net
 * total), what "export" hands the user: plain enough for any spreadsheet.
 */
export function spendingCsv(days: readonly SpendingDay[]): string {
  const header = ['date (UTC)', ...SPEND_KINDS, 'total'];
  const rows = days.map((d) => [new Date(d.day).toISOString().slice(0, 10), ...SPEND_KINDS.map((k) => String(d.by_kind[k] ?? 0)), String(d.total)]);
  return [header, ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
