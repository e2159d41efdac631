// The masters area: slates and their rules, the list and details, the options of the slate form,
// sources and outputs (downloads, XML slates, new runs), shared file pages and stills.
export * from './master-service.ts';
export * from './list-masters.ts';
export * from './options.ts';
export * from './slate-rules.ts';
export * from './master-files.ts';
export * from './file-view.ts';
export * from './stills.ts';
export * from './master-downloads.ts';
export * from './master-archiving.ts';
export * from './master-removal.ts';
export * from './master-tags.ts';
export * from './public-master.ts';
export * from './master-search.ts';
export * from './master-merge.ts';
export * from './demo-masters.ts';
