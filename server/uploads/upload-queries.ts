import type { Kysely } from 'kysely';
import type { UploadRequest } from '../../src/application/contracts/upload/params.contract.js';
import type { Database } from '../db/schema.js';

/** An upload row's id and server-chosen path: what a ticket is made of. */
export interface UploadSlot {
  readonly id: number;
  readonly path: string;
}

/** A user's earlier upload of the same bytes and type, already stored: sending it again is pointless. */
export async function findStoredTwin(db: Kysely<Database>, uid: number, request: UploadRequest & { readonly md5: string }): Promise<UploadSlot | undefined> {
  return db
    .selectFrom('uploads')
    .select(['id', 'path'])
    .where('uid', '=', uid)
    .where('md5', '=', request.md5)
    .where('type', '=', request.type)
    .where('status', 'in', ['stored', 'confirmed'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A new pending upload at `path`, waiting for its PUT. */
export async function insertPendingUpload(
  db: Kysely<Database>,
  upload: { readonly uid: number; readonly request: UploadRequest; readonly md5: string | null; readonly path: string; readonly mime: string; readonly now: number },
): Promise<UploadSlot> {
  const { uid, request, md5, path, mime, now } = upload;
  return db
    .insertInto('uploads')
    .values({ uid, type: request.type, flag: request.flag ?? '', md5, width: request.width ?? null, height: request.height ?? null, path, mime, created_at: now })
    .returning(['id', 'path'])
    .executeTakeFirstOrThrow();
}

export async function findOwnUpload(db: Kysely<Database>, uid: number, id: number) {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).where('uid', '=', uid).executeTakeFirst();
}

export async function confirmUpload(db: Kysely<Database>, id: number, sizeBytes: number | null, now: number): Promise<void> {
  await db.updateTable('uploads').set({ status: 'confirmed', size_bytes: sizeBytes, confirmed_at: now }).where('id', '=', id).execute();
}

/** The upload a PUT to `path` is for. */
export async function findUploadAt(db: Kysely<Database>, path: string) {
  return db.selectFrom('uploads').select(['id', 'type', 'md5', 'status']).where('path', '=', path).executeTakeFirst();
}

/** The PUT arrived and its bytes passed the checks. */
export async function markUploadStored(db: Kysely<Database>, id: number, sizeBytes: number): Promise<void> {
  await db.updateTable('uploads').set({ status: 'stored', size_bytes: sizeBytes }).where('id', '=', id).execute();
}

/** The type of `uid`'s confirmed upload at `path`; undefined when there is none. */
export async function findConfirmedUploadType(db: Kysely<Database>, uid: number, path: string): Promise<string | undefined> {
  const row = await db.selectFrom('uploads').select('type').where('path', '=', path).where('uid', '=', uid).where('status', '=', 'confirmed').executeTakeFirst();
  return row?.type;
}
