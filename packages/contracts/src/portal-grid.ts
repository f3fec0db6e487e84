// The portals' zod-free constants: the data screen's light entry uses them without loading the schemas.

/** Columns of the portal grid (react-grid-layout `cols`). */
export const PORTAL_COLS = 24;

/**
 * The real-time frame (server → every socket) saying a portal's design was saved or the portal deleted:
 * `{ method: 'portalChanged', portalId }`. A client showing that portal refetches its layout and cards.
 */
export const PORTAL_CHANGED = 'portalChanged';
