import type { MaintenanceData } from '../../src/application/contracts/monitor/maintenance-data.js';
import { MAINTENANCE_MARKER } from '../../src/domain/constants.js';
import type { MaintenanceWindow } from '../admin/maintenance-types.js';
import type { EndpointReply } from './define-endpoint.js';
import { refuse } from './refuse.js';

/** Ours: every request is answered `ok` 0 with `data.maintenance` = MAINTENANCE_MARKER while the server is under maintenance. */
export const RESULT_MAINTENANCE = 0;

/** Tags that separate words when rendered; every other tag just disappears. */
const BLOCK_TAG = /<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|section|header|footer)\b[^>]*>/gi;
const TAG = /<[^>]*>/g;
const SPACES = /\s+/g;
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const ENTITY = /&(?:amp|lt|gt|quot|#39|nbsp);/g;

/** The text a reader sees in an operator's HTML. */
export function plainTextOf(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(TAG, '')
    .replace(ENTITY, (entity) => ENTITIES[entity] ?? entity)
    .replace(SPACES, ' ')
    .trim();
}

/**
 * The answer of every endpoint during maintenance: ok 0 (RESULT_MAINTENANCE) with
 * `data: { maintenance: 1, content, time, desc }` (contracts/monitor/maintenance-data.ts).
 * `desc` is the operator's HTML as plain text. Typed for any endpoint's handler: a refusal's
 * data is not the contract's success data, and the pipeline seals it unchecked.
 */
export function maintenanceReply<D>(window: MaintenanceWindow): EndpointReply<D> {
  const data: MaintenanceData = {
    maintenance: MAINTENANCE_MARKER,
    content: window.content,
    time: window.remainingSeconds,
    desc: plainTextOf(window.content),
  };
  return { ...refuse(RESULT_MAINTENANCE, 'Under maintenance'), data: data as D };
}
