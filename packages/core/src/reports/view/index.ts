export * from './entry-view.ts';
export * from './format.ts';
export * from './report-view.ts';
export * from './types.ts';
