import { sql, type Kysely } from 'kysely';

/**
 * Lookups the accounts module makes by device id alone (quick sign-in finds a device's
 * guest, /sign/stat asks whether a device was ever seen); devices' unique key leads with
 * uid, so without this they would scan the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index devices_device_id_idx on devices (device_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index devices_device_id_idx`.execute(db);
}
