/** The officialInfo calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import type { AppDownloadValue, MirrorEntry, RepresentativeValue } from '../contract/officialInfo';
import { paths } from '../paths';

export const appDownload = defineCall<ApiQuery, AppDownloadValue>()({
  name: 'appDownload',
  method: 'GET',
  path: paths.appDownload,
});

export const mirrors = defineCall<ApiQuery, MirrorEntry[]>()({
  name: 'mirrors',
  method: 'GET',
  path: paths.mirrors,
});

export const representative = defineCall<ApiQuery, RepresentativeValue>()({
  name: 'representative',
  method: 'GET',
  path: paths.representative,
});
