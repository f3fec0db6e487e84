import { message, type App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

/** Toast duration of every error (spec §9: 1500 ms). */
const TOAST_SECONDS = 1.5;

let bound: MessageInstance | null = null;

/** Binds the context-aware message API of antd's <App> (theme and locale); called once by the providers. */
export function bindMessageApi(api: MessageInstance | null): void {
  bound = api;
}

/** Shows an error toast for 1.5 s; works outside React (the http client, the navigation guard). */
export function toastError(text: string, seconds: number = TOAST_SECONDS): void {
  void (bound ?? message).error({ content: text, duration: seconds });
}

/** Shows a success toast. */
export function toastSuccess(text: string): void {
  void (bound ?? message).success({ content: text, duration: TOAST_SECONDS });
}

/** Shows an informational toast for a given time. */
export function toastInfo(text: string, seconds: number = TOAST_SECONDS): void {
  void (bound ?? message).info({ content: text, duration: seconds });
}
