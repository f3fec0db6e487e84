/* global window, document, requestAnimationFrame, MutationObserver, MouseEvent */
// In-page timers of the browser bench (passed to page.evaluate): each starts at the user's event and answers
// { commitMs, frameMs }: until React committed the change (the DOM shows it) and until the next frame was painted.

/** Installs `window.timeChange(root, hasChanged, fire)` in the page (functions cannot cross evaluate as values). */
export function installTimers() {
  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  // Times from `start()` (or the first event of `eventType` when given) to the first mutation of `root` after
  // which `hasChanged()` holds.
  window.timeChange = (root, hasChanged, fire, eventType) =>
    new Promise((resolve, reject) => {
      let start = null;
      const timeout = window.setTimeout(() => reject(new Error('no change within 10 s')), 10_000);
      const observer = new MutationObserver(() => {
        if (start === null || !hasChanged()) return;
        observer.disconnect();
        const commitMs = performance.now() - start;
        void afterPaint().then((end) => {
          window.clearTimeout(timeout);
          resolve({ commitMs, frameMs: end - start });
        });
      });
      observer.observe(root, { childList: true, subtree: true });
      if (eventType) {
        window.addEventListener(eventType, () => (start = performance.now()), { capture: true, once: true });
      } else {
        start = performance.now();
        fire();
      }
    });
}

/** Double-clicks a palette kind of the form designer: one more field at the end of the canvas. */
export function timeDesignerAdd(kind) {
  const root = document.querySelector('.designer-list.is-root');
  const item = document.querySelector(`.designer-palette-item[data-kind="${kind}"]`);
  const count = () => root.querySelectorAll(':scope > .designer-item').length;
  const before = count();
  return window.timeChange(
    root,
    () => count() > before,
    () => item.dispatchEvent(new MouseEvent('dblclick', { bubbles: true })),
  );
}

/** Arms a timer from the next pointerup until the canvas's first field is another one (a drop reordered it). */
export function armDesignerMove() {
  const root = document.querySelector('.designer-list.is-root');
  const first = () => root.querySelector(':scope > .designer-item')?.getAttribute('data-field');
  const before = first();
  window.moveTimer = window.timeChange(root, () => first() !== before, null, 'pointerup');
}

/** Clicks the open "+" menu's item `label` in the flow designer: one more node card. */
export function timeFlowAdd(label) {
  const root = document.querySelector('.fd-canvas');
  const items = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]')];
  const item = items.find((el) => el.textContent?.trim() === label);
  if (!item) throw new Error(`no menu item ${label}`);
  const count = () => root.querySelectorAll('.fd-card').length;
  const before = count();
  return window.timeChange(
    root,
    () => count() > before,
    () => item.dispatchEvent(new MouseEvent('click', { bubbles: true })),
  );
}
