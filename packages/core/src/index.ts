export * from './auth/schemas.ts';
export * from './common/list-query.ts';
export * from './common/percent-groups.ts';
export * from './i18n/languages.ts';
export * from './i18n/messages.ts';
export * from './profiles/schema.ts';
export * from './websites/schemas.ts';
