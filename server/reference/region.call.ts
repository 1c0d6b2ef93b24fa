import { otherRegionContract } from '../../src/application/contracts/other/region.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { readRuntimeConfig } from '../init/runtime-config.js';
import { REGION_CONFIG_KEY } from './reference-keys.js';
import { regionList } from './region-list.js';

/** /other/region (000 §7): areas and countries, versioned like config_version.country. Works signed out. */
export const otherRegionCall = defineCall(otherRegionContract, { auth: 'optional' }, async (ctx, payload) => {
  const config = await readRuntimeConfig(ctx.db);
  return { ok: RESULT_SUCCESS, data: { version: config.version(REGION_CONFIG_KEY), ...regionList(payload.language) } };
});
