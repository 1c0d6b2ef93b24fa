import { reportHandleContract } from '../contracts/report/handle.contract';
import { userBlackContract } from '../contracts/user/black.contract';
import type { ApiError, HttpPort } from '../ports/http.port';

export type ModerationResult = { readonly ok: true } | { readonly ok: false; readonly error: ApiError };

/** A report as the form hands it over: the reason ids already checked by domain validateReport. */
export interface UserReport {
  readonly targetUid: number;
  /** Comma-joined reason ids (validateReport's value). */
  readonly type: string;
  /** Where it started: 'chat', 'message', 'profile'… */
  readonly fromType: string;
  readonly description?: string;
}

/** Blocking and reporting another user (001 §2 chat menu, §7 /user/black and /report/handle). */
export interface ModerationServices {
  setBlocked(targetUid: number, blocked: boolean): Promise<ModerationResult>;
  report(report: UserReport): Promise<ModerationResult>;
}

export function createModerationServices(http: HttpPort): ModerationServices {
  return {
    async setBlocked(targetUid, blocked) {
      const result = await http.request(userBlackContract, { target_uid: targetUid, flag: blocked ? 'add' : 'del' });
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    },
    async report({ targetUid, type, fromType, description }) {
      const result = await http.request(reportHandleContract, {
        target_id: targetUid,
        type,
        from_type: fromType,
        ...(description ? { description } : {}),
      });
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    },
  };
}
