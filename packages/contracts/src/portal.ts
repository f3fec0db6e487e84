import { z } from 'zod';
import { ZEditVersion, ZId, ZName, ZRowVersion } from './common.ts';
import { ZEnCode } from './en-code.ts';
import { PORTAL_COLS } from './portal-grid.ts';
import { ZFlag, ZSortCode } from './lenient.ts';
import { Rules } from './rules.ts';
import type { TText } from './text.ts';

/** What a portal card shows: a chart or a list of a data interface, the caller's to-do, notices, text, links. */
export const PORTAL_CARD_KINDS = ['chart', 'list', 'todo', 'notice', 'text', 'link'] as const;
export type TPortalCardKind = (typeof PORTAL_CARD_KINDS)[number];

/** The chart types a chart card draws. */
export const PORTAL_CHART_TYPES = ['bar', 'line', 'pie'] as const;
export type TPortalChartType = (typeof PORTAL_CHART_TYPES)[number];

/** At most this many cards on one portal. */
export const PORTAL_MAX_CARDS = 24;
/** Shortest automatic refresh of a card, in seconds (0 = no timer). */
export const PORTAL_MIN_REFRESH = 10;

/** A field name of a data interface's rows. */
const ZFieldName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(64)
  .regex(/^[^\p{Cc}<>]+$/u, 'no control characters or angle brackets');

/** Where a chart or a list takes its rows: a data interface, run under its own guards. */
const ZDataSource = {
  /** 'dataInterface' runs the interface. */
  source: z.enum(['dataInterface']).default('dataInterface'),
  /** The interface's id. */
  sourceId: ZId,
};

/** A link of a link card: an in-app path (`/…`) or an http(s) address. */
export const ZPortalLink = z.strictObject({
  label: ZName(40),
  url: z
    .string()
    .trim()
    .min(1, 'required')
    .max(500)
    .regex(/^(\/(?!\/)|https?:\/\/)[^\s<>"]*$/, 'must be a /path or an http(s) address'),
});

/** The settings of a card, by kind. */
export const ZPortalCardConfig = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('chart'),
    /** 'dataInterface': the interface's rows, drawn by xField and yField; 'report': one of a data report's charts. */
    source: z.enum(['dataInterface', 'report']).default('dataInterface'),
    /** The interface's or the report's id. */
    sourceId: ZId,
    chartType: z.enum(PORTAL_CHART_TYPES).default('bar'),
    /** The field of the category axis (or the slice names); required for a data interface. */
    xField: ZFieldName.or(z.literal('')).default(''),
    /** The field of the values; required for a data interface. */
    yField: ZFieldName.or(z.literal('')).default(''),
    /** A report's chart: which of its charts (0 = the first); its first series is drawn. */
    chartIndex: z.number().int().min(0).max(20).default(0),
  }),
  z.strictObject({
    kind: z.literal('list'),
    ...ZDataSource,
    /** Columns shown, in order (empty: every field of the first row). */
    columns: z.array(ZFieldName).max(12).default([]),
    /** Rows shown. */
    rows: z.number().int().min(1).max(50).default(10),
  }),
  z.strictObject({
    kind: z.literal('todo'),
    /** 'count': the to-do, entrusted and done counts; 'list': the newest to-do rows. */
    show: z.enum(['count', 'list']).default('list'),
  }),
  z.strictObject({
    kind: z.literal('notice'),
    rows: z.number().int().min(1).max(20).default(5),
  }),
  z.strictObject({
    kind: z.literal('text'),
    /** Plain text (no markup), line breaks kept. */
    text: z.string().max(2000).default(''),
  }),
  z.strictObject({ kind: z.literal('link'), links: z.array(ZPortalLink).max(20).default([]) }),
]);
export type TPortalCardConfig = z.infer<typeof ZPortalCardConfig>;

/** One card: its grid place (react-grid-layout `i,x,y,w,h`), title, settings and refresh interval. */
export const ZPortalCard = z
  .strictObject({
    /** Card id, unique in the portal. */
    i: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only'),
    x: z
      .number()
      .int()
      .min(0)
      .max(PORTAL_COLS - 1),
    y: z.number().int().min(0).max(1000),
    w: z.number().int().min(1).max(PORTAL_COLS),
    h: z.number().int().min(1).max(40),
    title: z.string().trim().max(60).regex(Rules.singleLine, 'must be one line').default(''),
    kind: z.enum(PORTAL_CARD_KINDS),
    config: ZPortalCardConfig,
    /** Seconds between refreshes; 0: only on open (and on a push for to-do and notices). */
    refreshSeconds: z
      .number()
      .int()
      .min(0)
      .max(86400)
      .refine((n) => n === 0 || n >= PORTAL_MIN_REFRESH, `0 or at least ${PORTAL_MIN_REFRESH}`)
      .default(0),
  })
  .refine((c) => c.config.kind === c.kind, { path: ['config', 'kind'], message: 'must equal the card kind' })
  .refine((c) => c.x + c.w <= PORTAL_COLS, { path: ['w'], message: `x + w must not exceed ${PORTAL_COLS}` })
  .refine((c) => c.config.kind !== 'chart' || c.config.source === 'report' || Boolean(c.config.xField), {
    path: ['config', 'xField'],
    message: 'required for a data interface chart',
  })
  .refine((c) => c.config.kind !== 'chart' || c.config.source === 'report' || Boolean(c.config.yField), {
    path: ['config', 'yField'],
    message: 'required for a data interface chart',
  });
export type TPortalCard = z.infer<typeof ZPortalCard>;

/** A portal's layout: its cards (ids unique). */
export const ZPortalLayout = z.strictObject({
  cards: z
    .array(ZPortalCard)
    .max(PORTAL_MAX_CARDS)
    .refine((cards) => new Set(cards.map((c) => c.i)).size === cards.length, 'card ids must be unique'),
});
export type TPortalLayout = z.infer<typeof ZPortalLayout>;

/** Create or update a portal. */
export const ZPortalEdit = z.strictObject({
  /** The version the update is based on (from info); absent: the last write wins. */
  version: ZEditVersion,
  fullName: ZName(50),
  enCode: ZEnCode,
  /** A portalDesigner dictionary item id ('' for none). */
  category: z.string().trim().max(64).regex(Rules.singleLine).default(''),
  description: z.string().trim().max(500).nullish(),
  sortCode: ZSortCode.default(0),
  enabledMark: ZFlag.default(1),
  layout: ZPortalLayout.default({ cards: [] }),
});
export type TPortalEdit = z.infer<typeof ZPortalEdit>;

/** A portal of the list. */
export const ZPortalItem = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  /** How many cards it has. */
  cardCount: z.number().int(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type TPortalItem = z.infer<typeof ZPortalItem>;

/** One portal with its layout, for the designer. */
export const ZPortalInfo = ZPortalItem.extend({ version: ZRowVersion, layout: ZPortalLayout });
export type TPortalInfo = z.infer<typeof ZPortalInfo>;

/** The portal list query: keyword on name and code, category. */
export const ZPortalListQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  category: z.string().trim().max(64).optional(),
});

/** A portal to pick (home portal, menus of type 6). */
export const ZPortalOption = z.object({ id: z.string(), fullName: z.string(), enCode: z.string() });
export type TPortalOption = z.infer<typeof ZPortalOption>;

/** The portals the caller may open, and the one that is its home ('' for none). */
export const ZPortalMine = z.object({ list: z.array(ZPortalOption), portalId: z.string() });
export type TPortalMine = z.infer<typeof ZPortalMine>;

/** What a granted user sees: the portal's name and layout. */
export const ZPortalView = z.object({ id: z.string(), fullName: z.string(), layout: ZPortalLayout });
export type TPortalView = z.infer<typeof ZPortalView>;

/** The roles a portal is granted to. */
export const ZPortalGrants = z.strictObject({ roleIds: z.array(ZId).max(500) });
export type TPortalGrants = z.infer<typeof ZPortalGrants>;

/** Path params of one card of a portal. */
export const ZPortalCardParams = z.strictObject({ id: ZId, cardId: ZId });

/** Rows of a chart or list card (at most 500), and whether the source had more. */
export const ZPortalCardData = z.object({
  rows: z.array(z.record(z.string(), z.unknown())),
  truncated: z.boolean(),
});
export type TPortalCardData = z.infer<typeof ZPortalCardData>;

/** Rows a chart or list card takes from its source. */
export const PORTAL_CARD_ROWS = 500;

/** Messages of the portals module. */
export const PORTAL_MESSAGES = {
  'portal.codeExists': {
    zh: '门户编码已存在',
    zhtw: '門戶編碼已存在',
    en: 'This portal code already exists',
  },
} as const satisfies Record<string, TText>;
