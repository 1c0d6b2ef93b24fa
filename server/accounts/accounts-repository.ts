import type { Kysely } from 'kysely';
import { WELCOME_FREE_MATCHES } from '../../src/domain/constants.js';
import type { Database } from '../db/schema.js';
import type { UserRow } from './current-user.js';

type Db = Kysely<Database>;

/** What a sign-in knows about the device it came from ("plus device info", 000 §3). */
export interface DeviceSeen {
  readonly deviceId: string;
  readonly platform?: string;
  readonly appVersion?: string;
  readonly userAgent: string;
  /** When the app sealed this sign-in, by the device's clock (which of two attempts is the person's last). */
  readonly sentAt?: number;
}

/** Postgres unique_violation: a concurrent request created the same row first. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

export async function findUser(db: Db, uid: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/** Every new account, guest or registered, starts with the welcome gift of free matches (000 §2, §9). */
export async function createUser(db: Db, user: { readonly nickname: string; readonly isTourist: boolean; readonly sex?: number }, now: number): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ nickname: user.nickname, is_tourist: user.isTourist, sex: user.sex ?? 0, match_free_count: WELCOME_FREE_MATCHES, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The guest account of a device: a tourist that signed in from it. The oldest wins, so
 * two racing first sign-ins settle on the same account from then on.
 */
export async function findGuestOfDevice(db: Db, deviceId: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('devices', 'devices.uid', 'users.uid')
    .selectAll('users')
    .where('devices.device_id', '=', deviceId)
    .where('users.is_tourist', '=', true)
    .orderBy('users.uid', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether this account ever signed in from this device. */
export async function isDeviceKnownTo(db: Db, uid: number, deviceId: string): Promise<boolean> {
  const row = await db.selectFrom('devices').select('id').where('uid', '=', uid).where('device_id', '=', deviceId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Records a sign-in from a device (first seen, last seen, what it runs). */
export async function touchDevice(db: Db, uid: number, device: DeviceSeen, now: number): Promise<void> {
  const details = {
    ...(device.platform === undefined ? {} : { platform: device.platform }),
    ...(device.appVersion === undefined ? {} : { app_version: device.appVersion }),
    user_agent: device.userAgent,
  };
  await db
    .insertInto('devices')
    .values({ uid, device_id: device.deviceId, created_at: now, last_seen_at: now, ...details })
    .onConflict((conflict) => conflict.columns(['uid', 'device_id']).doUpdateSet({ last_seen_at: now, ...details }))
    .execute();
}

/** When this account last signed in from this device, or null. */
export async function deviceLastSeen(db: Db, uid: number, deviceId: string): Promise<number | null> {
  const row = await db.selectFrom('devices').select('last_seen_at').where('uid', '=', uid).where('device_id', '=', deviceId).executeTakeFirst();
  return row?.last_seen_at ?? null;
}

export async function findEmailCredential(db: Db, email: string): Promise<{ readonly uid: number; readonly passwordHash: string | null } | undefined> {
  const row = await db.selectFrom('credentials').select(['uid', 'password_hash']).where('kind', '=', 'email').where('email', '=', email).executeTakeFirst();
  return row === undefined ? undefined : { uid: row.uid, passwordHash: row.password_hash };
}

export async function hasCredential(db: Db, uid: number, kind: 'email' | 'third_party', provider?: string): Promise<boolean> {
  let query = db.selectFrom('credentials').select('id').where('uid', '=', uid).where('kind', '=', kind);
  if (provider !== undefined) query = query.where('provider', '=', provider);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Throws a unique violation when the address is taken (callers turn it into an answer). */
export async function addEmailCredential(db: Db, uid: number, email: string, passwordHash: string, now: number): Promise<void> {
  await db.insertInto('credentials').values({ uid, kind: 'email', email, password_hash: passwordHash, created_at: now }).execute();
}

export async function setPasswordHash(db: Db, uid: number, passwordHash: string): Promise<void> {
  await db.updateTable('credentials').set({ password_hash: passwordHash }).where('uid', '=', uid).where('kind', '=', 'email').execute();
}

export async function findThirdPartyCredential(db: Db, provider: string, subject: string): Promise<number | undefined> {
  const row = await db.selectFrom('credentials').select('uid').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
  return row?.uid;
}

/** Throws a unique violation when the identity is taken. */
export async function addThirdPartyCredential(db: Db, uid: number, provider: string, subject: string, verified: boolean, now: number): Promise<void> {
  await db
    .insertInto('credentials')
    .values({ uid, kind: 'third_party', provider, subject, verified_at: verified ? now : null, created_at: now })
    .execute();
}

/** A tourist with a credential is a registered user from then on. */
export async function markRegistered(db: Db, uid: number, now: number): Promise<void> {
  await db.updateTable('users').set({ is_tourist: false, updated_at: now }).where('uid', '=', uid).execute();
}

/** Stores the push token of a device the account signed in from; false when it never did. */
export async function setPushToken(db: Db, uid: number, deviceId: string, push: { readonly type: number; readonly token: string }): Promise<boolean> {
  const updated = await db
    .updateTable('devices')
    .set({ push_token: push.token, push_token_type: push.type })
    .where('uid', '=', uid)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function setAutoTranslate(db: Db, uid: number, enabled: boolean, now: number): Promise<void> {
  await db.updateTable('users').set({ auto_translate: enabled, updated_at: now }).where('uid', '=', uid).execute();
}

export async function completeProfile(db: Db, uid: number, profile: { readonly nickname: string; readonly birthday: string; readonly sex?: number }, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ nickname: profile.nickname, birthday: profile.birthday, ...(profile.sex === undefined ? {} : { sex: profile.sex }), updated_at: now })
    .where('uid', '=', uid)
    .execute();
}

/** The profile fields /user/update-info may change; those left out keep their value. */
export interface ProfileChanges {
  readonly avatar?: { readonly url: string; readonly width: number; readonly height: number };
  readonly countryCode?: string;
  readonly nickname?: string;
  readonly isRest?: boolean;
  readonly signature?: string;
  readonly speakLanguage?: string;
  readonly birthday?: string;
  readonly hideProfile?: boolean;
  readonly hideVip?: boolean;
  readonly hideLevel?: boolean;
  readonly album?: readonly { readonly url: string; readonly width: number; readonly height: number }[];
  /** null removes the video show. */
  readonly videoShow?: { readonly url: string; readonly cover: string; readonly duration: number; readonly width: number; readonly height: number } | null;
  readonly showAvatarMoment?: boolean;
}

export async function updateProfile(db: Db, uid: number, changes: ProfileChanges, now: number): Promise<void> {
  const { avatar } = changes;
  await db
    .updateTable('users')
    .set({
      // No server-side resizing: every size of the avatar is the uploaded picture.
      ...(avatar === undefined ? {} : { avatar: avatar.url, small_avatar: avatar.url, big_avatar_url: avatar.url, avatar_width: avatar.width, avatar_height: avatar.height }),
      ...(changes.countryCode === undefined ? {} : { country_code: changes.countryCode }),
      ...(changes.nickname === undefined ? {} : { nickname: changes.nickname }),
      ...(changes.isRest === undefined ? {} : { is_rest: changes.isRest }),
      ...(changes.signature === undefined ? {} : { signature: changes.signature }),
      ...(changes.speakLanguage === undefined ? {} : { speak_language: changes.speakLanguage }),
      ...(changes.birthday === undefined ? {} : { birthday: changes.birthday }),
      ...(changes.hideProfile === undefined ? {} : { hide_profile: changes.hideProfile }),
      ...(changes.hideVip === undefined ? {} : { hide_vip: changes.hideVip }),
      ...(changes.hideLevel === undefined ? {} : { hide_level: changes.hideLevel }),
      // jsonb travels as its JSON text (schema.ts Json).
      ...(changes.album === undefined ? {} : { album: JSON.stringify(changes.album.map(({ url, width, height }) => ({ url, width, height }))) }),
      ...(changes.videoShow === undefined ? {} : { video_show: changes.videoShow === null ? null : JSON.stringify(changes.videoShow) }),
      ...(changes.showAvatarMoment === undefined ? {} : { show_avatar_moment: changes.showAvatarMoment }),
      updated_at: now,
    })
    .where('uid', '=', uid)
    .execute();
}
