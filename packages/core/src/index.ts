export * from './auth/schemas.ts';
export * from './i18n/languages.ts';
export * from './i18n/messages.ts';
export * from './websites/schemas.ts';
