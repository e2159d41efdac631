// The masters area: slates and their rules, the list and details, the options of the slate form,
// sources and outputs (downloads, XML slates, new runs), shared file pages and stills.
export * from './master-service.ts';
export * from './list-masters.ts';
export * from './options.ts';
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
// What every area needs of a master lives below the areas (master-access); the entry still offers it.
export * from '../master-access/slate-rules.ts';
export * from '../master-access/own-master.ts';
export * from '../master-access/master-links.ts';
export * from '../master-access/public-master-view.ts';
