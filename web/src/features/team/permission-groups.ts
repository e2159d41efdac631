import type { PermissionKey } from '@masterport/contract';

/**
 * The keys a person can be given, grouped by the part of the product they open, in the order
 * the access drawer shows them. `primary_user` is not here: an account has one primary user and
 * that is never given; nor are the contract's UNGUARDED_PERMISSIONS (permission-groups.test.ts checks every other key
 * is in exactly one group).
 */
export const PERMISSION_GROUPS = [
  {
    group: 'masters',
    keys: [
      'masters_creation',
      'masters_pub_tv_web',
      'masters_pub_web',
      'masters_pub_radio',
      'merge_masters',
      'sources_tab',
      'house_codes',
    ],
  },
  {
    group: 'distributions',
    keys: [
      'distribute',
      'distribute_tv_web',
      'distribute_web',
      'distribute_radio',
      'distributions_creation',
      'view_distributions',
      'manage_distributions',
      'manage_distributions_radio',
      'call_letters_creation',
    ],
  },
  { group: 'library', keys: ['playlists', 'manage_dockets'] },
  { group: 'billing', keys: ['billing'] },
  { group: 'team', keys: ['profile_access', 'team_invitation'] },
  {
    group: 'settings',
    keys: [
      'profile_id',
      'profile_contacts',
      'profile_partner_studios',
      'partner_studios',
      'profile_delivery_method',
      'delivery_method',
      'profile_delivery_content',
      'delivery_content',
      'profile_filename',
      'profile_xml_file',
      'profile_traffic',
      'traffic_instructions',
    ],
  },
] as const satisfies readonly { group: string; keys: readonly PermissionKey[] }[];

export type PermissionGroup = (typeof PERMISSION_GROUPS)[number]['group'];
export type GrantableKey = (typeof PERMISSION_GROUPS)[number]['keys'][number];

/** A key the drawer offers: not `primary_user`, which is never given, nor one that guards nothing. */
export const isGrantableKey = (key: PermissionKey): key is GrantableKey =>
  PERMISSION_GROUPS.some((group) => (group.keys as readonly PermissionKey[]).includes(key));
