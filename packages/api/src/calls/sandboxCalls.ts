/** The sandbox calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import { paths } from '../paths';

export const sandboxOutbox = defineCall<ApiQuery, unknown>()({
  name: 'sandboxOutbox',
  method: 'GET',
  path: paths.sandboxOutbox,
  sandboxOnly: true,
});

export const sandboxCaptcha = defineCall<ApiQuery, unknown>()({
  name: 'sandboxCaptcha',
  method: 'GET',
  path: paths.sandboxCaptcha,
  sandboxOnly: true,
});

export const sandboxSlider = defineCall<ApiQuery, unknown>()({
  name: 'sandboxSlider',
  method: 'GET',
  path: paths.sandboxSlider,
  sandboxOnly: true,
});
