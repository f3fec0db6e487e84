import './app/global.css';
import { startI18n } from './app/i18n.ts';

// The data screen's own entry (data-screen.html, served for /dataScreen; ADR 0018): a full-screen portal opened
// with a one-time ticket needs neither the router's other pages nor the shell, so a first visit loads only this.
// This file holds only what must run first (i18next: the screen's modules register their texts as they load);
// the rest is one dynamic import, so all of its chunks load in parallel instead of after React and antd.
const started = startI18n();
const app = import('./features/portal/pages/data-screen-app.tsx');

void Promise.all([app, started]).then(([{ mountDataScreen }]) => mountDataScreen());
