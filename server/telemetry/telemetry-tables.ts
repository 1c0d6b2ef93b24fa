import type { Generated, GeneratedAlways, Kysely } from 'kysely';
import type { Database, EpochMs, JsonWithDefault } from '../db/schema.js';

/** The tables of migration 0200 that keep what clients report. */
// A type alias, not an interface: Kysely's withTables wants an index-signature-compatible record.
export type TelemetryTables = {
  track_events: {
    id: GeneratedAlways<number>;
    uid: number | null;
    category_id: string;
    name: string;
    params: JsonWithDefault;
    user_agent: Generated<string>;
    created_at: EpochMs;
  };
  client_reports: {
    id: GeneratedAlways<number>;
    uid: number | null;
    type: string;
    params: JsonWithDefault;
    ua: Generated<string>;
    user_agent: Generated<string>;
    created_at: EpochMs;
  };
  adjust_points: {
    id: GeneratedAlways<number>;
    uid: number | null;
    type: string;
    detail: Generated<string>;
    is_success: boolean;
    created_at: EpochMs;
  };
  attributions: {
    id: GeneratedAlways<number>;
    uid: number | null;
    kind: 'install' | 'conversion';
    adid: Generated<string>;
    idfa: Generated<string>;
    attribution: JsonWithDefault;
    created_at: EpochMs;
  };
};

export function telemetryDb(db: Kysely<Database>): Kysely<Database & TelemetryTables> {
  return db.withTables<TelemetryTables>();
}
