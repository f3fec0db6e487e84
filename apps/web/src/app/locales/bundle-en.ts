import enUS from 'antd/locale/en_US';
import { enShell } from './en-shell.ts';
import { en } from './en.ts';

/** English: interface texts and antd's own texts (loaded when English is chosen). */
export const bundle = { translation: { ...en, ...enShell }, antd: enUS };
