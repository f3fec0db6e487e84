import type { TLanguage } from '@app/contracts';
import { create } from 'zustand';
import { currentLanguage } from '../utils/route-label.ts';
import { readStored, writeStored } from '../utils/storage.ts';

/** Mobile below this body width (spec §9). */
const MOBILE_BREAKPOINT = 992;

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type TSize = (typeof SIZES)[number];
type TDevice = 'desktop' | 'mobile';

const SIDEBAR_KEY = 'jnpf_sidebarStatus';
const SIZE_KEY = 'jnpf_size';

/** App state of spec §3: sidebar (persisted 1/0), device, language and component size (default medium). */
interface TAppState {
  sidebarOpened: boolean;
  withoutAnimation: boolean;
  device: TDevice;
  language: TLanguage;
  size: TSize;
  toggleSidebar: () => void;
  closeSidebar: (withoutAnimation: boolean) => void;
  setDevice: (device: TDevice) => void;
  setLanguage: (language: TLanguage) => void;
  setSize: (size: TSize) => void;
}

/** The device for a body width. */
export function deviceOf(width: number): TDevice {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

function readSize(): TSize {
  const raw = readStored(SIZE_KEY);
  return (SIZES as readonly string[]).includes(raw ?? '') ? (raw as TSize) : 'medium';
}

function writeSidebar(opened: boolean): void {
  writeStored(SIDEBAR_KEY, opened ? '1' : '0');
}

/** The one app-state store. */
export const useAppStore = create<TAppState>()((set, get) => ({
  sidebarOpened: readStored(SIDEBAR_KEY) !== '0',
  withoutAnimation: false,
  device: typeof document === 'undefined' ? 'desktop' : deviceOf(document.body.clientWidth || 1280),
  language: currentLanguage(),
  size: readSize(),
  toggleSidebar: () => {
    const opened = !get().sidebarOpened;
    writeSidebar(opened);
    set({ sidebarOpened: opened, withoutAnimation: false });
  },
  closeSidebar: (withoutAnimation) => {
    writeSidebar(false);
    set({ sidebarOpened: false, withoutAnimation });
  },
  setDevice: (device) => set({ device }),
  setLanguage: (language) => set({ language }),
  setSize: (size) => {
    writeStored(SIZE_KEY, size);
    set({ size });
  },
}));
