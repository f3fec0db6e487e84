import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import type { TGeneratedMenu } from './generated-menus.seed.ts';
// codegen:imports

/**
 * The modules the code generator wrote (`/api/visualdev/Generater/{id}/Actions/DownloadCode`): each adds its
 * routes and its menu entry here (the generated README lists the lines). Empty until a developer adds one.
 */
export const GENERATED_ROUTES: readonly ((app: FastifyInstance, c: TAppContext) => void)[] = [
  // codegen:routes
];

/** The menu entries of the generated modules (seeded at start; granted on the authorise screen). */
export const GENERATED_MENUS: readonly TGeneratedMenu[] = [
  // codegen:menus
];
