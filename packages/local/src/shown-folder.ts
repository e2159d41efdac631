import { isAbsolute, relative, sep } from 'node:path';

/**
 * A folder as `npm start` names it to the reader: relative to the repository when inside it (where
 * the README's commands run), else absolute, so MASTERPORT_DATA_DIR elsewhere is named as it is.
 */
export function shownFolder(root: string, folder: string): string {
  const inside = relative(root, folder);
  if (inside === '') return `.${sep}`;
  return inside.startsWith('..') || isAbsolute(inside) ? `${folder}${sep}` : `${inside}${sep}`;
}
