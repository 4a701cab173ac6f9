/** The handover calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { HandoverCodeValue, HandoverLoginRequest, LoginValue } from '../contract/session';
import { paths } from '../paths';

export const handoverCode = defineCall<Record<string, never>, HandoverCodeValue>()({
  name: 'handoverCode',
  method: 'POST',
  path: paths.handoverCode,
  auth: 'session',
});

export const handoverLogin = defineCall<HandoverLoginRequest, LoginValue>()({
  name: 'handoverLogin',
  method: 'POST',
  path: paths.handoverLogin,
});
