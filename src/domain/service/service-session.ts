/**
 * A customer-service session (001 §4 "Customer-service session: unrated to rated,
 * unresolved to resolved"; the other transitions are ours, ADR 0013):
 *
 *   assistant ──talk to a person──▶ queued ──an operator replies──▶ human
 *        └────────────── closed (by the operator) ◀──────────────────┘
 *   closed ──the user rates──▶ rated
 *
 * A message after `closed` or `rated` opens a new session with the guide.
 */
export type ServiceStatus = 'assistant' | 'queued' | 'human' | 'closed' | 'rated';

export type ServiceEvent = 'handoff' | 'operator-reply' | 'close' | 'rate';

const NEXT: Readonly<Record<ServiceStatus, Partial<Record<ServiceEvent, ServiceStatus>>>> = {
  assistant: { handoff: 'queued', close: 'closed' },
  queued: { 'operator-reply': 'human', close: 'closed' },
  human: { 'operator-reply': 'human', close: 'closed' },
  closed: { rate: 'rated' },
  rated: {},
};

/** The status after `event`, or null when the event does not apply to a session in `status`. */
export function nextServiceStatus(status: ServiceStatus, event: ServiceEvent): ServiceStatus | null {
  return NEXT[status][event] ?? null;
}

/** A session the user still talks in; a message to an ended one starts a new session. */
export function isServiceSessionOpen(status: ServiceStatus): boolean {
  return status === 'assistant' || status === 'queued' || status === 'human';
}

/** The rating scale of the rating request (message 30): 1 to 5 stars (ours; the spec gives no scale). */
export const SERVICE_RATING_MIN = 1;
export const SERVICE_RATING_MAX = 5;

