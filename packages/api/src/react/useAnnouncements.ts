import * as calls from '../calls';
import {
  announcementPageSize,
  announcementTypes,
  type AnnouncementExecution,
  type AnnouncementsValue,
} from '../contract/content';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

export interface AnnouncementsOptions {
  /** The audiences: B logged out, A logged in, A and F on the first login; all of them when left out. */
  executions?: readonly AnnouncementExecution[];
  /** From 1. */
  pageNo?: number;
  /** False skips the call (the popup waits for the member to load). */
  enabled?: boolean;
}

/** `GET /wps/relay/MCSFE_getListAnnouncements`: one page of the web platform's announcements (types 'B,PL,PU,PR,H'). */
export function useAnnouncements({
  executions,
  pageNo = 1,
  enabled = true,
}: AnnouncementsOptions = {}): ApiResponse<AnnouncementsValue> {
  const { language } = useApiContext();
  const execution = executions?.join(',') || undefined;
  return useApiQuery(
    enabled ? ['announcements', language, execution ?? '', pageNo] : null,
    (client) =>
      client.call(calls.announcements, {
        types: announcementTypes.join(','),
        platform: 'W',
        execution,
        language,
        pageNo,
        pageSize: announcementPageSize,
      }),
    { keepPreviousData: true },
  );
}
