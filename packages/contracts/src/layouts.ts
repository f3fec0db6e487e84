/** Layout types; anything else falls back to classic. */
export const LAYOUTS = ['classic', 'functional', 'plain'] as const;
export type TLayout = (typeof LAYOUTS)[number];
