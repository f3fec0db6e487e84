import { ZCodePreview, ZCodegenOptions, ZCodegenParams, type TGrantedPermission } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { contentDisposition } from '../files/file.routes.ts';

const tags = ['visualdev-codegen'];
/** JNPF's path (`Generater/{id}/Actions/…`) and the spec's (`generate/{id}/actions/…`). */
const at = (action: string) => [
  `/api/visualdev/Generater/:id/Actions/${action}`,
  `/api/visualdev/generate/:id/actions/${action.charAt(0).toLowerCase()}${action.slice(1)}`,
];
/** The designer pages whose models may be generated from: any one admits, with its 导出 button. */
const ACCESS = {
  permission: ['onlineDev.webDesign', 'generator.webForm', 'generator.flowForm'].map(
    (p) => `${p}:btn_download` as TGrantedPermission,
  ),
};

/** Code generation from a published model: a preview of the files and the same files as a zip. */
export function codegenRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.codegen;

  defineRoute(app, {
    method: 'POST',
    url: at('CodePreview'),
    summary: 'The files generated from a published model: contracts, server module, page, menu entry, test',
    tags,
    access: ACCESS,
    params: ZCodegenParams,
    body: ZCodegenOptions,
    response: ZCodePreview,
    handler: async ({ params, body }) => ({ list: await svc.files(params.id, body) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: at('DownloadCode'),
    summary: 'The generated files as a zip, paths from the repository root',
    tags,
    access: ACCESS,
    params: ZCodegenParams,
    body: ZCodegenOptions,
    response: 'raw',
    handler: async ({ reply, params, body }) => {
      const zip = await svc.zip(params.id, body);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition('attachment', `${body.module}.zip`))
        .send(zip);
    },
  });
}
