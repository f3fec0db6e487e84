import type { TWfCode } from '@app/contracts';

/** Why a command was refused, beyond its WF code (lets the server answer 403/404 where it should). */
export type TRefusalReason =
  | 'alreadyHandled'
  | 'notFound'
  | 'notOperator'
  | 'notLauncher'
  | 'notRunning'
  | 'notDue'
  | 'running'
  | 'terminal'
  | 'subFlowTask'
  | 'functionFlow'
  | 'subFlowsRunning'
  | 'subFlowNode'
  | 'rejectToSubFlow'
  | 'rejectNotChoosable'
  | 'badRejectTarget'
  | 'wasRejected'
  | 'movedOn'
  | 'notRecallable'
  | 'noApprover'
  | 'nobodyPending'
  | 'selfTarget'
  | 'alreadyOperator'
  | 'notInForce'
  | 'badCommand';

/** A refusal: the contract's WF code and a finer reason. */
export interface TRefusal {
  code: TWfCode;
  reason: TRefusalReason;
}

/** Thrown inside decide to abandon the draft; decide turns it into `{ ok: false, error }`. */
export class WfRefusal extends Error {
  constructor(
    readonly code: TWfCode,
    readonly reason: TRefusalReason,
  ) {
    super(`${code} ${reason}`);
    this.name = 'WfRefusal';
  }
}

/** Refuse the command. */
export function refuse(code: TWfCode, reason: TRefusalReason): never {
  throw new WfRefusal(code, reason);
}
