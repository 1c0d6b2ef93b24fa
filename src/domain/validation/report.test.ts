import { describe, expect, it } from 'vitest';
import { toggleReportType, validateReport } from './report';

describe('toggleReportType', () => {
  it('adds a third type', () => {
    expect(toggleReportType([1, 2], 3)).toEqual({ ok: true, value: [1, 2, 3] });
  });
  it('refuses a fourth type and names the maximum', () => {
    expect(toggleReportType([1, 2, 3], 4)).toEqual({ ok: false, error: { code: 'REPORT.TOO_MANY_TYPES', max: 3 } });
  });
  it('deselects a chosen type even when three are chosen', () => {
    expect(toggleReportType([1, 2, 3], 2)).toEqual({ ok: true, value: [1, 3] });
  });
  it('does not change the selection it was given', () => {
    const selected = Object.freeze([1, 2]);
    toggleReportType(selected, 3);
    expect(selected).toEqual([1, 2]);
  });
});

describe('validateReport', () => {
  it('asks for a violation type when none is chosen', () => {
    expect(validateReport({ typeIds: [], imageCount: 0 })).toEqual({ ok: false, error: { code: 'REPORT.TYPE_REQUIRED' } });
  });
  it('refuses four types', () => {
    expect(validateReport({ typeIds: [1, 2, 3, 4], imageCount: 0 })).toEqual({ ok: false, error: { code: 'REPORT.TOO_MANY_TYPES', max: 3 } });
  });
  it('accepts four images and refuses five', () => {
    expect(validateReport({ typeIds: [1], imageCount: 4 }).ok).toBe(true);
    expect(validateReport({ typeIds: [1], imageCount: 5 })).toEqual({ ok: false, error: { code: 'REPORT.TOO_MANY_IMAGES', max: 4 } });
  });
  it('joins the chosen ids with commas, without duplicates', () => {
    expect(validateReport({ typeIds: [3, 1, 3], imageCount: 0 })).toEqual({ ok: true, value: { type: '3,1' } });
  });
});
