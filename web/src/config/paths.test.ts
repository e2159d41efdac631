import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AUTH_AREA, paths, SETTINGS_TABS } from './paths.ts';

/** Each screen's link must reach the route its pattern declares, with the parameters it was given. */
describe('paths', () => {
  it.each([
    ['a master', paths.app.master, paths.app.master.getHref('mst_1', 'sources'), { id: 'mst_1' }],
    [
      'a public file',
      paths.fileView,
      paths.fileView.getHref('h1', '2024', 'MP4540'),
      { hash_key: 'h1', created_on: '2024', output_key: 'MP4540' },
    ],
    ['an activation link', paths.auth.activateUser, paths.auth.activateUser.getHref('tok'), { token: 'tok' }],
    [
      'an account activation link',
      paths.auth.activateAccount,
      paths.auth.activateAccount.getHref('tok'),
      { token: 'tok' },
    ],
  ])('builds the link to %s from its pattern', (_, screen, href, params) => {
    expect(matchPath(screen.path, href.split('?')[0]!)?.params).toEqual(params);
  });

  it('keeps the tab of a master page in the query', () => {
    expect(paths.app.master.getHref('mst_1', 'sources')).toBe('/app/masters/details/mst_1?tab=sources');
  });

  it('puts every settings tab under the settings pattern', () => {
    for (const tab of SETTINGS_TABS)
      expect(matchPath(paths.app.settings.path, paths.app.settings.getHref(tab))?.params).toEqual({ tab });
  });

  it('keeps every auth screen in the area sign-in never returns to', () => {
    for (const screen of Object.values(paths.auth)) expect(screen.path.startsWith(`${AUTH_AREA}/`)).toBe(true);
  });
});
