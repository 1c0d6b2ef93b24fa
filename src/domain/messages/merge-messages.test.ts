import { describe, expect, it } from 'vitest';
import { compareMessages, mergeMessages } from './merge-messages';
import type { MessageIdentity } from './message';

type M = MessageIdentity & { mtime: number; text?: string };
const server = (id: number, mtime: number, extra: { client_msg_id?: string; text?: string } = {}): M => ({ id, mtime, ...extra });
const local = (cid: string, mtime: number): M => ({ id: null, client_msg_id: cid, mtime });

describe('mergeMessages', () => {
  it('orders by mtime, then id, with unsent messages after sent ones of the same mtime', () => {
    const merged = mergeMessages([local('a', 5), server(3, 5)], [server(2, 5), server(9, 1)]);
    expect(merged.map((m) => m.id ?? m.client_msg_id)).toEqual([9, 2, 3, 'a']);
  });
  it('replaces the local copy with the server copy that echoes its client id', () => {
    const merged = mergeMessages([local('c1', 100)], [server(7, 120, { client_msg_id: 'c1' })]);
    expect(merged).toEqual([server(7, 120, { client_msg_id: 'c1' })]);
  });
  it('keeps the server copy when a stale local copy arrives after it', () => {
    const merged = mergeMessages([server(7, 120, { client_msg_id: 'c1' })], [local('c1', 100)]);
    expect(merged).toEqual([server(7, 120, { client_msg_id: 'c1' })]);
  });
  it('takes the newer arrival of two server copies with one id', () => {
    const merged = mergeMessages([server(4, 10, { text: 'old' })], [server(4, 10, { text: 'new' })]);
    expect(merged).toEqual([server(4, 10, { text: 'new' })]);
  });
  it('remembers a client id only the replaced copy carried', () => {
    const once = mergeMessages([server(7, 120, { client_msg_id: 'c1' })], [server(7, 120)]);
    expect(mergeMessages(once, [local('c1', 100)])).toEqual([server(7, 120, { client_msg_id: 'c1' })]);
  });
  it('removes duplicates already inside the local list', () => {
    expect(mergeMessages([server(1, 1), server(1, 1)], [])).toHaveLength(1);
  });
  it('leaves both inputs unchanged', () => {
    const a = [server(2, 2), local('x', 1)];
    const b = [server(1, 3, { client_msg_id: 'x' })];
    const before = structuredClone([a, b]);
    mergeMessages(a, b);
    expect([a, b]).toEqual(before);
  });
});

describe('compareMessages', () => {
  it('breaks a tie between unsent messages of one mtime by client id', () => {
    expect(compareMessages(local('a', 1), local('b', 1))).toBeLessThan(0);
  });
});
