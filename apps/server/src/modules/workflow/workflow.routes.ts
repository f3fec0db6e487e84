import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { flowDashboardRoutes } from './flow-dashboard.routes.ts';
import { flowDelegateRoutes } from './flow-delegate.routes.ts';
import { flowEngineRoutes } from './flow-engine.routes.ts';
import { flowLaunchInfoRoutes } from './flow-launch-info.routes.ts';
import { flowManageRoutes } from './flow-manage.routes.ts';
import { flowTaskRoutes } from './flow-task.routes.ts';
import { handleEntrusts } from './workflow-entrust.ts';
import { handleFlowEvents } from './workflow-events.ts';
import { handleSubFlows } from './workflow-subflows.ts';
import { consumeFlowMessages } from './workflow-messages.ts';
import { handleFlowTimers } from './workflow-timers.ts';

/** The workflow module's routes under /api/workflow/engine (spec §7 Workflow, contract §4.7). */
export function workflowRoutes(app: FastifyInstance, c: TAppContext): void {
  flowEngineRoutes(app, c);
  const tasks = c.services.flowTasks;
  flowTaskRoutes(app, c, tasks);
  flowLaunchInfoRoutes(app, c);
  flowManageRoutes(app, c.services.flowManage, c.now);
  flowDelegateRoutes(app, c.services.flowDelegates);
  flowDashboardRoutes(app, c.services.flowLists);
  consumeFlowMessages(c);
  handleFlowTimers(c, tasks.runner);
  handleFlowEvents(c);
  handleSubFlows(c, tasks.runner);
  handleEntrusts(c, tasks.runner);
}
