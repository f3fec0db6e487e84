import { ZNull, ZSysSettings, ZSysSettingsUpdate } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { logOperation } from '../logs/operation-log.ts';

const url = '/api/system/base/sysConfig';

/** System settings (`system/sysConfig`): read and save; saved values apply at once in every process. */
export function settingsRoutes(app: FastifyInstance, c: TAppContext): void {
  defineRoute(app, {
    method: 'GET',
    url,
    summary: 'The effective system settings (saved values, else the environment defaults)',
    tags: ['sysConfig'],
    access: { permission: 'system.sysConfig' },
    response: ZSysSettings,
    handler: () => c.settings.load(),
  });

  defineRoute(app, {
    method: 'PUT',
    url,
    summary: 'Save some or all settings (applied without a restart)',
    tags: ['sysConfig'],
    access: { permission: 'system.sysConfig:btn_edit' },
    body: ZSysSettingsUpdate,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      const { before, after } = await c.settings.update(body);
      const op = { module: 'system.sysConfig', action: 'updateSettings', before, after } as const;
      logOperation(c.logs, req, auth, op, c.now());
      return null;
    },
  });
}
