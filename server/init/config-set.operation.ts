import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { JsonValue } from '../db/schema.js';
import { AdminRefusal, defineAdminOperation } from '../admin/admin-operation.js';
import { CLIENT_SETTINGS, isClientSettingKey } from './client-settings.js';
import { saveSetting } from './client-settings-queries.js';

/** `config set <key> <json>`: one /profile/init setting (hide_services, avatar_rules, default_tab, theme, match_bg); apps read it at their next init. */
export const configSetOperation = (ctx: Pick<AppContext, 'db' | 'clock'>) =>
  defineAdminOperation(
    { method: 'POST', path: '/config/:key', audit: 'config.set', params: z.object({ key: z.string() }), body: z.object({ value: z.unknown() }) },
    async ({ params, body }) => {
      if (!isClientSettingKey(params.key)) return new AdminRefusal(404, 'CONFIG.UNKNOWN_KEY', `there is no setting ${params.key} (known: ${Object.keys(CLIENT_SETTINGS).join(', ')})`);
      const parsed = CLIENT_SETTINGS[params.key].safeParse(body.value);
      if (!parsed.success) return new AdminRefusal(400, 'CONFIG.BAD_VALUE', `${params.key}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
      const version = await saveSetting(ctx.db, params.key, parsed.data as JsonValue, ctx.clock.now());
      return { key: params.key, value: parsed.data, version };
    },
  );
