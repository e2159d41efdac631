import { describe, expect, it } from 'vitest';
import { PLAN_PERMISSIONS, PRIMARY_USER_PERMISSIONS } from '@masterport/contract';
import { cancellationRouteTable } from '@masterport/contract/routes';
import { hasPermission, mayCall } from './session.ts';

describe('hasPermission: the SPA offers what the API allows', () => {
  it('counts primary_user from the user’s list alone, as the API does: no plan gives it to an account', () => {
    // Prepare
    const primary = {
      account_permissions: [...PLAN_PERMISSIONS.partner_studio],
      user_permissions: [...PRIMARY_USER_PERMISSIONS],
    };
    const member = { ...primary, user_permissions: [...PLAN_PERMISSIONS.partner_studio] };

    // Act
    const answers = [primary, member].map((session) => [
      mayCall(session, cancellationRouteTable.cancelAccount),
      hasPermission(session, 'billing'),
    ]);

    // Assess
    expect(answers).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it('still needs an account key in both lists', () => {
    // Prepare
    const session = { account_permissions: ['billing' as const], user_permissions: [...PRIMARY_USER_PERMISSIONS] };

    // Act
    const playlists = hasPermission(session, 'playlists');

    // Assess
    expect(playlists).toBe(false);
  });
});
