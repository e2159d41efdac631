/**
 * Zips prepared in the background (state-machines/archive-files) are kept this long after they
 * are made (seed 000: "archive download available 30 days after preparation"): the item's TTL and
 * the outputs bucket's lifecycle rule on ARCHIVES_PREFIX both read it.
 */
export const ARCHIVE_DAYS = 30;
export const ARCHIVES_PREFIX = 'archives/';
