// The two ways a deploy stops: an error while it ran, or a refusal before its first write.
import type { DeployPlan } from './plan.ts';

/** Thrown with a one-line message naming the bucket; `plan` tells what had been decided. */
export class DeployError extends Error {
  readonly plan?: DeployPlan;

  constructor(message: string, plan?: DeployPlan) {
    super(message);
    this.plan = plan;
    this.name = 'DeployError';
  }
}

/** A guard stopped the deploy before its first write: the bucket is as it was. */
export class DeployRefusal extends DeployError {
  constructor(message: string, plan?: DeployPlan) {
    super(`${message}; nothing was changed`, plan);
    this.name = 'DeployRefusal';
  }
}
