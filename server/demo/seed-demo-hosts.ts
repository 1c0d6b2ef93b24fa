import { MS_PER_DAY } from '../../src/domain/constants.js';
import type { AppContext } from '../context.js';
import { demoAvatarPath, demoAvatarSvg } from './demo-avatar.js';
import { DEMO_HOSTS, DEMO_VIDEO_CALL_GOLD, DEMO_VOICE_CALL_GOLD, type DemoHostSeed } from './demo-hosts.js';
import { demoDb } from './demo-hosts-table.js';

const FEMALE = 2;
const VERIFIED = 1;
/** Spreads birthdays over the year so the hosts' birthdays do not all fall on seeding day. */
const BIRTHDAY_SPREAD_DAYS = 300;
const BIRTHDAY_STEP_DAYS = 37;

/**
 * A birthday that makes the host `age` on `now`: a day up to ~10 months before `now`,
 * `age` years back. A 29 February that the birth year lacks becomes the 28th (a day
 * earlier, so the age is reached, never one short).
 */
export function demoBirthday(seed: DemoHostSeed, index: number, now: number): string {
  const day = new Date(now - ((index * BIRTHDAY_STEP_DAYS) % BIRTHDAY_SPREAD_DAYS) * MS_PER_DAY);
  const year = day.getUTCFullYear() - seed.age;
  const month = day.getUTCMonth();
  const born = new Date(Date.UTC(year, month, day.getUTCDate()));
  const inMonth = born.getUTCMonth() === month ? born : new Date(Date.UTC(year, month + 1, 0));
  return inMonth.toISOString().slice(0, 10);
}

/** Seeding found this host already there (another seeding, or an earlier start). */
class AlreadySeeded extends Error {}

/**
 * Creates the demo hosts that do not exist yet, each with a generated avatar stored as an
 * upload. Safe to run on every start and from two servers at once: a host is recognised
 * by its seed key, and a host someone else just made is left as it is.
 */
export async function seedDemoHosts(ctx: AppContext): Promise<{ readonly created: number }> {
  const now = ctx.clock.now();
  const existing = new Set((await demoDb(ctx.db).selectFrom('demo_hosts').select('seed_key').execute()).map((row) => row.seed_key));
  let created = 0;
  for (const [index, seed] of DEMO_HOSTS.entries()) {
    if (existing.has(seed.key)) continue;
    const avatarPath = demoAvatarPath(seed.key);
    await ctx.uploads.put(avatarPath, demoAvatarSvg(seed.key), 'image/svg+xml');
    const avatar = ctx.uploads.publicUrl(avatarPath);
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const { uid } = await trx
          .insertInto('users')
          .values({
            nickname: seed.nickname,
            avatar,
            small_avatar: avatar,
            big_avatar_url: avatar,
            sex: FEMALE,
            birthday: demoBirthday(seed, index, now),
            country_code: seed.country,
            language: seed.language,
            speak_language: seed.speaks,
            signature: seed.about,
            is_host: true,
            is_demo: true,
            is_auth: seed.level % 2 === 0,
            auth_status: seed.level % 2 === 0 ? VERIFIED : 0,
            level: seed.level,
            video_call_gold: DEMO_VIDEO_CALL_GOLD,
            voice_call_gold: DEMO_VOICE_CALL_GOLD,
            is_rest: seed.onlineStatus === 3,
            last_seen_at: now,
            created_at: now,
            updated_at: now,
          })
          .returning('uid')
          .executeTakeFirstOrThrow();
        const claimed = await demoDb(trx)
          .insertInto('demo_hosts')
          .values({ uid, seed_key: seed.key, online_status: seed.onlineStatus, created_at: now })
          .onConflict((conflict) => conflict.column('seed_key').doNothing())
          .returning('uid')
          .executeTakeFirst();
        if (claimed === undefined) throw new AlreadySeeded();
      });
      created += 1;
    } catch (error) {
      if (!(error instanceof AlreadySeeded)) throw error;
    }
  }
  return { created };
}
