import type { TCurrentUser, TLayout, TMenuNode, TPermissionEntry, TUserInfo } from '@app/contracts';
import { LAYOUTS } from '@app/contracts/constants';
import { create } from 'zustand';
import { readStored, StorageKeys, writeStored } from '../utils/storage.ts';

/** Session state: the token survives reloads; user, menu and permissions are reloaded from the server. */
interface TAuthState {
  token: string;
  layout: TLayout;
  isLocked: boolean;
  userInfo: TUserInfo | null;
  menuList: TMenuNode[];
  permissionList: TPermissionEntry[];
  /** Codes held; null means the super administrator (`'*'`): everything. */
  permissionCodes: ReadonlySet<string> | null;
  /** True once the current user has been loaded for this token. */
  isLoaded: boolean;
  setToken: (token: string) => void;
  setLayout: (theme: string | null | undefined) => void;
  setCurrentUser: (data: TCurrentUser) => void;
  lock: () => void;
  unlock: () => void;
  resetToken: () => void;
}

/** The layout to use for a server theme value (spec §4: anything unknown falls back to classic). */
function normalizeLayout(theme: string | null | undefined): TLayout {
  return (LAYOUTS as readonly string[]).includes(theme ?? '') ? (theme as TLayout) : 'classic';
}

/** Turns the user's permission list into the set `hasPermission` expects (null = all). */
function toPermissionCodes(codes: readonly string[]): ReadonlySet<string> | null {
  return codes.includes('*') ? null : new Set(codes);
}

/** The state of a signed-out client (fresh collections each time). */
function signedOut(): Pick<
  TAuthState,
  'token' | 'isLocked' | 'userInfo' | 'menuList' | 'permissionList' | 'permissionCodes' | 'isLoaded'
> {
  return {
    token: '',
    isLocked: false,
    userInfo: null,
    menuList: [],
    permissionList: [],
    permissionCodes: new Set(),
    isLoaded: false,
  };
}

/** The one auth store: token, layout, lock flag, current user, menu tree and permissions. */
export const useAuthStore = create<TAuthState>()((set) => ({
  ...signedOut(),
  token: readStored(StorageKeys.token) ?? '',
  layout: normalizeLayout(readStored(StorageKeys.layout)),
  isLocked: readStored(StorageKeys.lock) === '1',
  setToken: (token) => {
    writeStored(StorageKeys.token, token);
    set({ token, isLoaded: false });
  },
  setLayout: (theme) => {
    const layout = normalizeLayout(theme);
    writeStored(StorageKeys.layout, layout);
    set({ layout });
  },
  setCurrentUser: (data) =>
    set({
      userInfo: data.userInfo,
      menuList: data.menuList,
      permissionList: data.permissionList,
      permissionCodes: toPermissionCodes(data.userInfo.permissions),
      isLoaded: true,
    }),
  lock: () => {
    writeStored(StorageKeys.lock, '1');
    set({ isLocked: true });
  },
  unlock: () => {
    writeStored(StorageKeys.lock, null);
    set({ isLocked: false });
  },
  resetToken: () => {
    writeStored(StorageKeys.token, null);
    writeStored(StorageKeys.lock, null);
    set(signedOut());
  },
}));

/** The current token, outside React (the http client, the navigation guard). */
export function getToken(): string {
  return useAuthStore.getState().token;
}
