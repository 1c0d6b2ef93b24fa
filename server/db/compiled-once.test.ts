import { sql, type CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileOnce } from './compiled-once.js';

/** A runner that answers nothing and keeps what it was asked to run. */
function recorder() {
  const ran: CompiledQuery[] = [];
  return {
    ran,
    executeQuery: async <R>(query: CompiledQuery<R>) => {
      ran.push(query);
      return { rows: [] as R[] };
    },
  };
}

describe('compileOnce', () => {
  it('runs the text the statement compiles to, with each call’s values in their slots and the fixed ones kept', async () => {
    const statement = compileOnce<{ n: number }>(2, (a, b) => sql`select ${a} as a, ${'fixed'} as f, ${b} as b, ${a} as again`);
    const db = recorder();
    await statement(db, [1, 'two']);
    await statement(db, [3, null]);
    expect(db.ran[0]?.sql).toBe('select $1 as a, $2 as f, $3 as b, $4 as again');
    expect(db.ran[0]?.parameters).toEqual([1, 'fixed', 'two', 1]);
    expect(db.ran[1]?.parameters).toEqual([3, 'fixed', null, 3]);
  });

  it('refuses a statement that leaves a slot out (its value would silently go nowhere)', () => {
    expect(() => compileOnce(2, (a) => sql`select ${a}`)).toThrow(/slot/);
  });
});
