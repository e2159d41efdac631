// The public site's calls: the contact form and the platform's counters.
export * from './contact-us.ts';
export * from './statistics.ts';
