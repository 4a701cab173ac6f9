/** The member's login history (its documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { LoginHistoryQuery, LoginHistoryValue } from '../contract/loginHistory';
import { memberPaths } from '../memberPaths';

export const loginHistory = defineCall<LoginHistoryQuery, LoginHistoryValue>()({
  name: 'loginHistory',
  method: 'GET',
  path: memberPaths.loginHistory,
  auth: 'member',
});
