import { ZNotifySettings, ZNotifySettingsUpdate, ZNull } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { logOperation } from '../logs/operation-log.ts';
import { readNotifySettings, saveNotifySettings } from './notify-settings.ts';

const url = '/api/system/base/sysConfig/notify';

/** The outgoing email and SMS settings of the settings page (read at each send: a change applies at once). */
export function notifySettingsRoutes(app: FastifyInstance, c: TAppContext): void {
  defineRoute(app, {
    method: 'GET',
    url,
    summary: 'Email (SMTP) and SMS settings; secrets only as whether one is saved',
    tags: ['sysConfig'],
    access: { permission: 'system.sysConfig' },
    response: ZNotifySettings,
    handler: () => readNotifySettings(c.db),
  });

  defineRoute(app, {
    method: 'PUT',
    url,
    summary: 'Save email and SMS settings (an empty password or secret keeps the saved one)',
    tags: ['sysConfig'],
    access: { permission: 'system.sysConfig:btn_edit' },
    body: ZNotifySettingsUpdate,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      const before = await readNotifySettings(c.db);
      await saveNotifySettings(c.db, body);
      const after = await readNotifySettings(c.db);
      const op = { module: 'system.sysConfig', action: 'updateSettings', before, after } as const;
      logOperation(c.logs, req, auth, op, c.now());
      return null;
    },
  });
}
