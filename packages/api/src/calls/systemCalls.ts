/** The system calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { SystemStatusValue } from '../system';
import { paths } from '../paths';

export const systemStatus = defineCall<void, SystemStatusValue>()({
  name: 'systemStatus',
  method: 'GET',
  path: paths.systemStatus,
});
