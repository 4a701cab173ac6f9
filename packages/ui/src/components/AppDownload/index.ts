export {
  AppDownload,
  appPlatforms,
  appDownloadHeadingLevels,
  type AppDownloadProps,
  type AppPlatform,
  type AppRelease,
} from './AppDownload';
