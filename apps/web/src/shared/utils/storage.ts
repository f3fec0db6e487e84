/** Reads a localStorage value; null when absent or when storage is unavailable. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a localStorage value; storage failures are ignored. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session just does not survive a reload.
  }
}

/** Keys of everything the client keeps locally, under one prefix (spec §3 settings). */
export const StorageKeys = {
  token: 'jnpf_token',
  layout: 'jnpf_layoutType',
  lock: 'jnpf_lock',
  language: 'jnpf_language',
} as const;
