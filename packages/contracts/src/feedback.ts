import { z } from 'zod';
import { ZPageQuery } from './common.ts';

/** Text a person writes over several lines: line breaks and tabs allowed, other control characters not. */
const ZWrittenText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, 'no control characters');

/** What a signed-in user sends from 意见反馈. */
export const ZFeedbackCreate = z.strictObject({
  /** The comment or suggestion (1–2,000 characters). */
  content: ZWrittenText(2000).min(1, 'required'),
  /** How to reach the writer, if not by their account (phone, e-mail…). */
  contact: ZWrittenText(100)
    .regex(/^[^\n\r\t]*$/, 'one line')
    .optional(),
  /** The screen the writer was on (its path), for context. */
  pagePath: z
    .string()
    .max(300)
    .regex(/^\/[\w\-./]*$/, 'must be a path starting with /')
    .optional(),
});
export type TFeedbackCreate = z.infer<typeof ZFeedbackCreate>;

/** Feedback states: 0 new, 1 handled. */
export const FeedbackState = { open: 0, handled: 1 } as const;

/** The administrators' list: a keyword in the content or the writer's name; a state. */
export const ZFeedbackPageQuery = ZPageQuery.extend({
  state: z.coerce.number().int().min(0).max(1).optional(),
});

/** One piece of feedback in the administrators' list. */
export const ZFeedbackItem = z.object({
  id: z.string(),
  content: z.string(),
  contact: z.string().nullable(),
  pagePath: z.string().nullable(),
  /** "RealName/Account" of the writer. */
  userName: z.string(),
  /** 0 new, 1 handled. */
  state: z.number().int(),
  creatorTime: z.number(),
  /** When and by whom it was marked handled. */
  handledTime: z.number().nullable(),
  handledUser: z.string().nullable(),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItem>;
