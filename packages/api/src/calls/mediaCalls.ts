/** The media calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';

export const mediaBanner = defineCall<void, unknown>()({
  name: 'mediaBanner',
  method: 'GET',
  path: '/wps/media/banner/{file}',
});

export const mediaPromotion = defineCall<void, unknown>()({
  name: 'mediaPromotion',
  method: 'GET',
  path: '/wps/media/promotion/{file}',
});

export const mediaModel = defineCall<void, unknown>()({
  name: 'mediaModel',
  method: 'GET',
  path: '/wps/media/model/{file}',
});
