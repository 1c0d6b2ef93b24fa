import { validationFailure, validationOk, type ValidationResult } from './validation-error';

export const REPORT_MAX_TYPES = 3;
export const REPORT_MAX_IMAGES = 4;

/**
 * Tapping a violation-type tag: selects or deselects it; a fourth selection is refused
 * with "you can choose max 3 types" and the selection stays as it was.
 */
export function toggleReportType(selected: readonly number[], typeId: number): ValidationResult<readonly number[], 'REPORT.TOO_MANY_TYPES'> {
  if (selected.includes(typeId)) return validationOk(selected.filter((id) => id !== typeId));
  if (selected.length >= REPORT_MAX_TYPES) return validationFailure({ code: 'REPORT.TOO_MANY_TYPES', max: REPORT_MAX_TYPES });
  return validationOk([...selected, typeId]);
}

export interface ReportDraft {
  readonly typeIds: readonly number[];
  readonly imageCount: number;
}

/**
 * A report ready to submit: 1 to 3 violation types and at most 4 images. The value is
 * the `type` field of `/report/handle`: the ids comma-joined, duplicates removed.
 */
export function validateReport(
  draft: ReportDraft,
): ValidationResult<{ readonly type: string }, 'REPORT.TYPE_REQUIRED' | 'REPORT.TOO_MANY_TYPES' | 'REPORT.TOO_MANY_IMAGES'> {
  const typeIds = [...new Set(draft.typeIds)];
  if (typeIds.length === 0) return validationFailure({ code: 'REPORT.TYPE_REQUIRED' });
  if (typeIds.length > REPORT_MAX_TYPES) return validationFailure({ code: 'REPORT.TOO_MANY_TYPES', max: REPORT_MAX_TYPES });
  if (draft.imageCount > REPORT_MAX_IMAGES) return validationFailure({ code: 'REPORT.TOO_MANY_IMAGES', max: REPORT_MAX_IMAGES });
  return validationOk({ type: typeIds.join(',') });
}
