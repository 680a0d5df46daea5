// Application settings: one module for the defaults, the persisted user choices and the
// app state. Persisted settings: tagsView, sidebarLogo, fixedHeader, layout, watermarkEnabled, themeColor,
// theme. App state keys: device, size, language, sidebarStatus, activeTopMenuPath.
import pkg from '../package.json' with { type: 'json' };
import { persisted, boolCodec, oneOf, stringCodec } from './store/persisted.ts';

export const SIZES = ['default', 'large', 'small'] as const;
export const LAYOUTS = ['left', 'top', 'mix'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
export const LANGUAGES = ['zh-cn', 'en'] as const;
export const DEVICES = ['desktop', 'mobile'] as const;
export const SIDEBAR_STATUS = ['opened', 'closed'] as const;

export type Size = (typeof SIZES)[number];
export type Layout = (typeof LAYOUTS)[number];
export type ThemeMode = (typeof THEMES)[number];
export type Language = (typeof LANGUAGES)[number];
export type Device = (typeof DEVICES)[number];
export type SidebarStatus = (typeof SIDEBAR_STATUS)[number];

const systemTheme = (): 'light' | 'dark' => (typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

export const defaultSettings = {
  /** the product name: an i18n key (环境检测实验室信息管理系统 / Environmental Testing LIMS) */
  title: 'app.title',
  version: pkg.version,
  showSettings: true,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  layout: 'left' as Layout,
  theme: systemTheme() as ThemeMode,
  size: 'default' as Size,
  language: 'zh-cn' as Language,
  themeColor: '#4080FF',
  watermarkEnabled: false,
  /** empty: the product name in the current language */
  watermarkContent: '',
  /** where the navbar's repository link goes (its document link: the client's apiDocs) */
  repositoryUrl: 'https://github.com/',
} as const;

/** Timing constants. */
export const TIMING = {
  requestTimeoutMs: 50_000,
  toastMs: 3000,
  notificationMs: 4500,
  progress: { speed: 500, trickleSpeed: 200, minimum: 0.3, showSpinner: false },
  badgeMax: 99,
  mobileWidth: 992,
} as const;

/** The user's settings, each under its own localStorage key. */
export const settings = {
  tagsView: persisted('tagsView', defaultSettings.tagsView, boolCodec),
  sidebarLogo: persisted('sidebarLogo', defaultSettings.sidebarLogo, boolCodec),
  fixedHeader: persisted('fixedHeader', defaultSettings.fixedHeader, boolCodec),
  layout: persisted('layout', defaultSettings.layout, oneOf(LAYOUTS)),
  watermarkEnabled: persisted('watermarkEnabled', defaultSettings.watermarkEnabled, boolCodec),
  themeColor: persisted('themeColor', defaultSettings.themeColor, stringCodec),
  theme: persisted('theme', defaultSettings.theme, oneOf(THEMES)),
  /** not in the legacy persisted list: kept for the session only */
  watermarkContent: persisted('watermarkContent', defaultSettings.watermarkContent, stringCodec, false),
};

/** App state. */
export const appState = {
  device: persisted('device', 'desktop' as Device, oneOf(DEVICES)),
  size: persisted('size', defaultSettings.size, oneOf(SIZES)),
  language: persisted('language', defaultSettings.language, oneOf(LANGUAGES)),
  sidebarStatus: persisted('sidebarStatus', 'opened' as SidebarStatus, oneOf(SIDEBAR_STATUS)),
  activeTopMenuPath: persisted('activeTopMenuPath', '', stringCodec),
};
