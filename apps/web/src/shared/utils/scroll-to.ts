/** Scroll-to-top animation time of a list page (spec §9). */
const SCROLL_TOP_MS = 800;

/** Ease-in-out quadratic: the position at `t` ms of a move from `from` by `delta` over `duration`. */
export function easeInOutQuad(t: number, from: number, delta: number, duration: number): number {
  let x = t / (duration / 2);
  if (x < 1) return (delta / 2) * x * x + from;
  x -= 1;
  return (-delta / 2) * (x * (x - 2) - 1) + from;
}

/** Scrolls the window (or an element) to the top in `duration` ms. */
export function scrollToTop(target: HTMLElement | Window = window, duration: number = SCROLL_TOP_MS): void {
  const read = (): number => (target instanceof Window ? target.scrollY : target.scrollTop);
  const write = (y: number): void => {
    if (target instanceof Window) target.scrollTo(0, y);
    else target.scrollTop = y;
  };
  const start = read();
  if (start === 0) return;
  const began = performance.now();
  const step = (now: number): void => {
    const t = Math.min(now - began, duration);
    write(easeInOutQuad(t, start, -start, duration));
    if (t < duration) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
