import { otherRegionContract } from '../../src/application/contracts/other/region.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { readRuntimeConfig } from '../init/runtime-config.js';
import { REGION_CONFIG_KEY } from './reference-keys.js';
import { regionList } from './region-list.js';

/** /other/region (000 §7): areas and countries, versioned like config_version.country. Works signed out. */
export const otherRegionEndpoint = ({ db }: Pick<AppContext, 'db'>) =>
  defineEndpoint(otherRegionContract, { auth: 'optional' }, async (payload) => {
    const config = await readRuntimeConfig(db);
    return { ok: RESULT_SUCCESS, data: { version: config.version(REGION_CONFIG_KEY), ...regionList(payload.language) } };
  });
