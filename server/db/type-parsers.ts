import pg from 'pg';

/**
 * How both drivers read values back, so PGlite and PostgreSQL return the same rows:
 * int8 as a JS number (uids, coins and epoch milliseconds all stay far below 2^53, and a
 * number is what every caller computes with) and date as its 'YYYY-MM-DD' text (pg would
 * otherwise build a Date at local midnight, which shifts birthdays across time zones).
 */
const INT8_OID = 20;
const DATE_OID = 1082;

function parseInt8(text: string): number {
  const value = Number(text);
  // A silently rounded coin amount would be a wrong balance: fail loudly instead.
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is beyond 2^53`);
  return value;
}

const keepText = (text: string): string => text;

export const pgliteParsers = { [INT8_OID]: parseInt8, [DATE_OID]: keepText };

export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return parseInt8;
    if (oid === DATE_OID) return keepText;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};
