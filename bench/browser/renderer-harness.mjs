/* global window, document, requestAnimationFrame, HTMLInputElement */
// The FormRenderer alone, built by Vite like the product (bench/browser/vite.config.mjs) and driven by
// bench/browser-designers.mjs: `window.renderBench.mount(n, rows)` renders an n-field form with a rows-row
// sub-table and answers the milliseconds of React's render and commit, and to the next frame.
import './harness-i18n.mjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { FormRenderer } from '../../apps/web/src/shared/form-renderer/form-renderer.tsx';
import { benchForm, benchValues } from './bench-forms.mjs';

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const root = createRoot(document.getElementById('root'));

/** Resolves after the browser painted the frame that follows the last commit. */
const nextFrame = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );

const tree = (formData, values) =>
  h(
    ConfigProvider,
    { button: { autoInsertSpace: false } },
    h(App, null, h(QueryClientProvider, { client }, h(FormRenderer, { formData, values }))),
  );

window.renderBench = {
  /** Unmounts what is shown, then renders a fresh form: { commitMs, frameMs }. */
  async mount(fieldCount, rowCount) {
    flushSync(() => root.render(null));
    await nextFrame();
    const formData = benchForm(fieldCount);
    const values = benchValues(fieldCount, rowCount);
    const start = performance.now();
    flushSync(() => root.render(tree(formData, values)));
    const commitMs = performance.now() - start;
    const frameMs = (await nextFrame()) - start;
    return { commitMs, frameMs };
  },
  /** Types into the text field labelled `label` as a keystroke does (native value + input event). */
  async type(label, text) {
    const item = [...document.querySelectorAll('.ant-form-item')].find(
      (el) => el.querySelector('label')?.textContent === label,
    );
    const input = item?.querySelector('input');
    if (!input) throw new Error(`no input labelled ${label}`);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const start = performance.now();
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const commitMs = performance.now() - start;
    const frameMs = (await nextFrame()) - start;
    return { commitMs, frameMs, value: input.value };
  },
};
