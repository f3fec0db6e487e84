/** Reloads the page (kept in one place so tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}

/** The current path, e.g. `/login`. */
export function currentPathname(): string {
  return window.location.pathname;
}
