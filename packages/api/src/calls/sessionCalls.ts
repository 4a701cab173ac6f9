/** The session calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { FreeplayRequest, LoginRequest, LoginValue, MemberIcon, MemberInfo } from '../contract/session';
import { paths } from '../paths';

export const login = defineCall<LoginRequest, LoginValue>()({
  name: 'login',
  method: 'POST',
  path: paths.login,
  encrypted: true,
});

export const freeplayLogin = defineCall<FreeplayRequest, LoginValue>()({
  name: 'freeplayLogin',
  method: 'POST',
  path: paths.freeplayLogin,
});

export const logout = defineCall<void, null>()({
  name: 'logout',
  method: 'DELETE',
  path: paths.logout,
  auth: 'member',
});

export const memberInfo = defineCall<void, MemberInfo>()({
  name: 'memberInfo',
  method: 'GET',
  path: paths.memberInfo,
  auth: 'member',
});

export const memberIcon = defineCall<void, MemberIcon>()({
  name: 'memberIcon',
  method: 'GET',
  path: paths.memberIcon,
  auth: 'member',
});
