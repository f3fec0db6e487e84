import type { TMessagePushFrame } from '@app/contracts';
import type { TMessageEvent } from '../modules/chat/chat.topics.ts';

/** Users whose cached rights or answers are stale (null = everyone). */
export type TUsersChanged = { userIds: readonly string[] | null };
/** A change that carries nothing: the listeners reread. */
type TSignal = Record<string, never>;

/**
 * What changed about users, one topic each, so a cache drops only on what it depends on: the sessions and the
 * current-user answer on every one of them, the data scope on grants, memberships and menus, the selector trees on
 * grants, memberships and profiles: a sign-in drops neither.
 */
export const UserTopic = {
  /** Role grants (menus, buttons, columns, forms, data scopes), roles enabled or removed. */
  grants: 'grants.changed',
  /** Who holds which role, position or group. */
  memberships: 'memberships.changed',
  /** Menus and their buttons. */
  menus: 'menus.changed',
  /** A user's own profile, preferences or password. */
  profile: 'profile.changed',
  /** A user signed in (the previous-login details of the current-user answer). */
  signedIn: 'session.signed-in',
} as const;
export type TUserTopic = (typeof UserTopic)[keyof typeof UserTopic];
export const USER_TOPICS: readonly TUserTopic[] = Object.values(UserTopic);

/** Every topic on the bus and its payload: publish and subscribe are checked against this map. */
export interface TBusTopics {
  'grants.changed': TUsersChanged;
  'memberships.changed': TUsersChanged;
  'menus.changed': TUsersChanged;
  'profile.changed': TUsersChanged;
  'session.signed-in': TUsersChanged;
  /** quiet: the session signed out itself (its sockets close without a `logout` frame). */
  'session.revoked': { ids: string[]; quiet?: boolean };
  'org.changed': TSignal;
  'relation-names.changed': TSignal;
  'settings.changed': TSignal;
  /** A low-code model was created, edited, published or deleted (the runtime's cache of its menus drops). */
  'visualdev.changed': TSignal;
  'chat.message': TMessageEvent;
  'chat.push': TMessagePushFrame & { all?: boolean };
  'chat.presence': { from: string; userIds: string[] };
  'chat.node': { from: string };
  /** A portal's design was saved or the portal deleted (the chat hub tells every socket). */
  'portal.changed': { portalId: string };
}
export type TTopic = keyof TBusTopics;
/** The topics that carry no payload (BusSnapshot's). */
export type TSignalTopic = { [K in TTopic]: TBusTopics[K] extends TSignal ? K : never }[TTopic];
