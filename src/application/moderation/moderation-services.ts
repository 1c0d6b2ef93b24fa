import type { ReportReason } from '../contracts/report/reason.contract';
import { reportHandleContract } from '../contracts/report/handle.contract';
import { userBlackContract } from '../contracts/user/black.contract';
import type { ApiError, HttpPort } from '../ports/http.port';
import type { StoragePort } from '../ports/storage.port';
import { uploadPicture, type PictureUploadDeps, type PictureUploadOutcome } from '../upload/upload-picture';
import { loadReportReasons } from './report-reasons';

export type ModerationResult = { readonly ok: true } | { readonly ok: false; readonly error: ApiError };

/** The `flag` of a report's evidence picture upload. */
export const REPORT_EVIDENCE_UPLOAD_FLAG = 'report';

/** An evidence picture already uploaded, as /report/handle carries it. */
export interface EvidencePhoto {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** A report as the form hands it over: the reason ids already checked by domain validateReport. */
export interface UserReport {
  readonly targetUid: number;
  /** Comma-joined reason ids (validateReport's value). */
  readonly type: string;
  /** Where it started: 'chat', 'chat_message', 'profile', 'call'… */
  readonly fromType: string;
  readonly description?: string;
  /** The call or match room the report is about, when it started there. */
  readonly roomId?: number;
  readonly photos?: readonly EvidencePhoto[];
}

/** Blocking and reporting another user (001 §2 chat menu and report page, §7 /user/black, /report/reason, /report/handle). */
export interface ModerationServices {
  setBlocked(targetUid: number, blocked: boolean): Promise<ModerationResult>;
  /** The violation types in `language` (cached per language and version); null when they cannot be had. */
  reportReasons(language: string): Promise<readonly ReportReason[] | null>;
  /** One evidence picture, compressed and uploaded. */
  uploadEvidence(picked: Blob): Promise<PictureUploadOutcome>;
  report(report: UserReport): Promise<ModerationResult>;
}

export interface ModerationDeps extends PictureUploadDeps {
  readonly storage: StoragePort;
  /** config_version.report of the latest /profile/init, null before it. */
  readonly announcedReasonsVersion: () => number | null;
}

export function createModerationServices(deps: ModerationDeps): ModerationServices {
  const { http } = deps;
  return {
    async setBlocked(targetUid, blocked) {
      const result = await http.request(userBlackContract, { target_uid: targetUid, flag: blocked ? 'add' : 'del' });
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    },
    reportReasons: (language) => loadReportReasons(deps, language, deps.announcedReasonsVersion()),
    uploadEvidence: (picked) => uploadPicture(deps, picked, REPORT_EVIDENCE_UPLOAD_FLAG),
    async report({ targetUid, type, fromType, description, roomId, photos }) {
      const result = await http.request(reportHandleContract, {
        target_id: targetUid,
        type,
        from_type: fromType,
        ...(description ? { description } : {}),
        ...(roomId === undefined ? {} : { room_id: roomId }),
        ...(photos === undefined || photos.length === 0 ? {} : { photos: [...photos] }),
      });
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    },
  };
}

