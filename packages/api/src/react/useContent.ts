import * as calls from '../calls';
import type { Banner, BannerGroup, Notice, NoticeType, PromotionsValue } from '../contract/content';
import type { FeedbackSettingsValue } from '../contract/feedback';
import type { LiveModel } from '../contract/liveChat';
import type { AppDownloadValue, MirrorEntry } from '../contract/officialInfo';
import type { Call, ValueOf } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import { configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** A public list in the provider's language: changes with an operator's edit, so loaded once per language. */
function useLanguageContent<C extends Call<ApiQuery, unknown>>(
  call: C,
  query: Record<string, string> = {},
): ApiResponse<ValueOf<C>> {
  const { language } = useApiContext();
  return useApiQuery(
    [call.name, language, ...Object.values(query)],
    // Each content call's value is its own type: the generic call is narrowed to it.
    (client) => client.call(call as Call<ApiQuery, ValueOf<C>>, { ...query, language }),
    configCallOptions,
  );
}

/** `GET /wps/relay/MCSFE_getBanners`: the banners of one group (w_login, w_register, w_leftmenu, w_home, w_forget). */
export function useBanners(groupName: BannerGroup): ApiResponse<Banner[]> {
  return useLanguageContent(calls.banners, { groupName });
}

/** `GET /wps/relay/MCSFE_getNotices`: the notices of one kind (banner, player, popup, promotion). */
export function useNotices(type: NoticeType): ApiResponse<Notice[]> {
  return useLanguageContent(calls.notices, { type });
}

/** `GET /wps/relay/MCSFE_getPromotions`: the categories and the running promotions ('' for every category). */
export function usePromotions(category = ''): ApiResponse<PromotionsValue> {
  return useLanguageContent(calls.promotions, category ? { category } : {});
}

/** `GET /wps/system/appDownload`: the Android and iOS apps with their QR codes and install guides. */
export function useAppDownload(): ApiResponse<AppDownloadValue> {
  return useLanguageContent(calls.appDownload);
}

/** `GET /wps/system/mirrors`: the official mirror domains. */
export function useMirrors(): ApiResponse<MirrorEntry[]> {
  return useLanguageContent(calls.mirrors);
}

/** `GET /wps/relay/CBS_modelList`: the live models a player can chat with. */
export function useLiveModels(): ApiResponse<LiveModel[]> {
  return useLanguageContent(calls.liveModels);
}

/** `GET /wps/feedback/settings`: the bounds the platform checks a feedback against. */
export function useFeedbackSettings(): ApiResponse<FeedbackSettingsValue> {
  return useApiQuery(
    ['feedbackSettings'],
    (client) => client.call(calls.feedbackSettings),
    configCallOptions,
  );
}
