import { DISCOUNT_PAY_STATUS } from '../../domain/constants';
import { shouldStorePayStatus, type DiscountPayStatus, type UnpaidShownAt } from '../../domain/offers';
import type { StoragePort } from '../ports/storage.port';

/** Storage name (per uid) of the pay status kept for the unpaid offer: 1 started, 2 done. */
export const PAY_STATUS_NAME = 'discount-pay-status';
/** Storage name (per uid) of when each unpaid offer type last showed, { [type]: epoch ms }. */
export const UNPAID_SHOWN_NAME = 'unpaid-offer-shown';

export interface PayStatusMemory {
  read(): DiscountPayStatus | null;
  /** Stores the status when the domain's rule allows (status 1 only with no discount popup open). */
  record(status: DiscountPayStatus, discountPopupOpen: boolean): void;
  clear(): void;
  unpaidShownAt(): UnpaidShownAt;
  recordUnpaidShown(shownAt: UnpaidShownAt): void;
}

const isStatus = (value: unknown): value is DiscountPayStatus => value === DISCOUNT_PAY_STATUS.started || value === DISCOUNT_PAY_STATUS.done;

/**
 * The pay status and the unpaid offers' last shows, per user on the device: they must
 * outlive a reload (a card page may leave the app and come back).
 */
export function createPayStatusMemory(storage: StoragePort, uid: () => number | null): PayStatusMemory {
  const scoped = <T>(fallback: T, read: (id: number) => T): T => {
    const id = uid();
    return id === null ? fallback : read(id);
  };
  return {
    read: () =>
      scoped(null, (id) => {
        const stored = storage.read(PAY_STATUS_NAME, id);
        return isStatus(stored) ? stored : null;
      }),
    record(status, discountPopupOpen) {
      const id = uid();
      if (id !== null && shouldStorePayStatus(status, discountPopupOpen)) storage.write(PAY_STATUS_NAME, status, id);
    },
    clear() {
      const id = uid();
      if (id !== null) storage.remove(PAY_STATUS_NAME, id);
    },
    unpaidShownAt: () =>
      scoped<UnpaidShownAt>({}, (id) => {
        const stored = storage.read(UNPAID_SHOWN_NAME, id);
        if (typeof stored !== 'object' || stored === null) return {};
        return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
      }),
    recordUnpaidShown(shownAt) {
      const id = uid();
      if (id !== null) storage.write(UNPAID_SHOWN_NAME, shownAt, id);
    },
  };
}
