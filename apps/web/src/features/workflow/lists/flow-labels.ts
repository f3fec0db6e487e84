import { FLOW_STATUS, FLOW_URGENCY } from '@app/contracts';

// The labels of spec §3 (flow status 0–5, urgency 1–3) and of a done row's result, as i18n keys and tag colours.

/** An i18n key of the daily bundle and the antd tag colour that shows it. */
export interface TLabel {
  key: string;
  color: string;
}

const STATUS_COLORS: Record<number, string> = {
  [FLOW_STATUS.draft]: 'default',
  [FLOW_STATUS.running]: 'processing',
  [FLOW_STATUS.approved]: 'success',
  [FLOW_STATUS.rejected]: 'error',
  [FLOW_STATUS.withdrawn]: 'warning',
  [FLOW_STATUS.terminated]: 'default',
};

/** A task's status label; an unknown code reads as in approval. */
export function statusLabel(status: number): TLabel {
  const known = status in STATUS_COLORS ? status : FLOW_STATUS.running;
  return { key: `flowStatus.s${known}`, color: STATUS_COLORS[known] ?? 'processing' };
}

/** Every task status, in order, for the status filter. */
export const STATUS_CODES: readonly number[] = Object.values(FLOW_STATUS);

/** An urgency label (spec §3: default normal). */
export function urgencyLabel(urgent: number | null | undefined): TLabel {
  if (urgent === FLOW_URGENCY.urgent) return { key: 'urgent.u3', color: 'red' };
  if (urgent === FLOW_URGENCY.important) return { key: 'urgent.u2', color: 'orange' };
  return { key: 'urgent.u1', color: 'blue' };
}

/** Every urgency, in order, for the launch form. */
export const URGENCY_CODES: readonly number[] = Object.values(FLOW_URGENCY);

/** A done row's result: its record's handleStatus (1 approved, 0 rejected). */
export function resultLabel(handleStatus: number): TLabel {
  return handleStatus === 1 ? { key: 'handle.h1', color: 'success' } : { key: 'handle.h0', color: 'error' };
}

/** Where an entrust stands at `now`: in force while startTime ≤ now < endTime. */
export function entrustState(row: { startTime: number; endTime: number }, now: number): TLabel {
  if (now < row.startTime) return { key: 'entrustPending', color: 'default' };
  if (now >= row.endTime) return { key: 'entrustExpired', color: 'default' };
  return { key: 'entrustActive', color: 'success' };
}

/** Whether a row's title carries the server's entrust suffix (contract §4.5: "…(X的委托)", "… (entrusted by X)"). */
export function isEntrustedTitle(title: string): boolean {
  return /\((?:[^()]*的委[托託]|entrusted by [^()]*)\)$/.test(title);
}

/** The list query's launch window of a picked date range: from the first day's start to the last day's end. */
export function dayWindow(range: readonly [Date, Date] | null | undefined): {
  startTime?: number;
  endTime?: number;
} {
  if (!range) return {};
  const from = new Date(range[0]);
  from.setHours(0, 0, 0, 0);
  const to = new Date(range[1]);
  to.setHours(23, 59, 59, 999);
  return { startTime: from.getTime(), endTime: to.getTime() };
}
