import type { CallContracts } from './CallContract';
import type * as calls from '../calls/systemCalls';

/** What the system calls take and answer, for the platform and the OpenAPI document. */
export const systemContracts = {
  systemStatus: {
    summary: 'System status: 0 normal, 1 maintenance, 2 region restricted',
    tags: ['system'],
  },
} satisfies CallContracts<typeof calls>;
