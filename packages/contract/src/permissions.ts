import { baseMasterType, type BaseMasterType, type MasterType } from './masters/master-types.ts';

/** Permission keys of seed 000 section 6. The account has a list (from its plan) and each member a
 * list (set by the primary user); a route needing a key requires it in both. */
export const PERMISSION_KEYS = [
  'distribute',
  'distribute_tv_web',
  'distribute_web',
  'distribute_radio',
  'distributions_creation',
  'view_distributions',
  'manage_distributions',
  'manage_distributions_radio',
  'masters_creation',
  'masters_pub_tv_web',
  'masters_pub_web',
  'masters_pub_radio',
  'manage_dockets',
  'playlists',
  'house_codes',
  'billing',
  'traffic_upload',
  'sources_tab',
  'profile_id',
  'profile_contacts',
  'profile_access',
  'profile_delivery_content',
  'profile_delivery_method',
  'profile_filename',
  'profile_xml_file',
  'profile_traffic',
  'profile_partner_studios',
  'traffic_instructions',
  'call_letters_creation',
  'team_invitation',
  'merge_masters',
  'delivery_content',
  'delivery_method',
  'partner_studios',
  'primary_user',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const PLAN_KEYS = ['broadcaster', 'content_creator', 'partner_studio', 'pay_per_use'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

const common: PermissionKey[] = [
  'masters_creation',
  'masters_pub_tv_web',
  'masters_pub_web',
  'masters_pub_radio',
  'distribute',
  'distribute_tv_web',
  'distribute_web',
  'distribute_radio',
  'distributions_creation',
  'view_distributions',
  'manage_distributions',
  'manage_distributions_radio',
  'manage_dockets',
  'playlists',
  'house_codes',
  'billing',
  'sources_tab',
  'profile_id',
  'profile_contacts',
  'profile_access',
  'team_invitation',
  'merge_masters',
  'call_letters_creation',
];

/** What each plan lets an account do. Broadcasters also receive: delivery settings, traffic. */
export const PLAN_PERMISSIONS: Record<PlanKey, readonly PermissionKey[]> = {
  broadcaster: [
    ...common,
    'profile_delivery_content',
    'profile_delivery_method',
    'profile_filename',
    'profile_xml_file',
    'profile_traffic',
    'traffic_instructions',
    'traffic_upload',
    'delivery_content',
    'delivery_method',
  ],
  content_creator: [...common, 'profile_partner_studios', 'partner_studios'],
  partner_studio: [...common, 'profile_partner_studios', 'partner_studios'],
  pay_per_use: common.filter((key) => key !== 'masters_pub_tv_web' && key !== 'distribute_tv_web'),
};

/** The role presets of the team's invite and edit dialogs (docs/api.md, the team). */
export const ROLE_PRESET_KEYS = ['producer', 'traffic_coordinator', 'engineer', 'traffic', 'viewer'] as const;
export type RolePresetKey = (typeof ROLE_PRESET_KEYS)[number];

/** Seeing where spots went, and what stations received: every preset has it, and a viewer only it. */
const viewer: PermissionKey[] = ['view_distributions'];

/**
 * What each preset fills, by what the account does: a broadcaster receives spots, every other plan
 * sends them. A preset is a starting point: the keys stay editable, and an account's plan removes
 * what it lacks (a pay-per-use producer makes no TV spot).
 */
const ROLE_PRESETS_BY_SIDE: Record<
  'sending' | 'receiving',
  Partial<Record<RolePresetKey, readonly PermissionKey[]>>
> = {
  sending: {
    // Makes and finishes masters, files the documents that go with them, shares them in playlists;
    // sees where they went but sends nothing.
    producer: [
      ...viewer,
      'masters_creation',
      'masters_pub_tv_web',
      'masters_pub_web',
      'masters_pub_radio',
      'merge_masters',
      'sources_tab',
      'manage_dockets',
      'playlists',
    ],
    // Sends finished masters to stations and follows the deliveries up; changes no master.
    traffic_coordinator: [
      ...viewer,
      'distribute',
      'distribute_tv_web',
      'distribute_web',
      'distribute_radio',
      'distributions_creation',
      'manage_distributions',
      'manage_distributions_radio',
      'call_letters_creation',
      'house_codes',
      'manage_dockets',
      'playlists',
    ],
    viewer,
  },
  receiving: {
    // Decides how spots reach the stations and in which files: the stations, the delivery method,
    // the delivered files and their names and slates.
    engineer: [
      ...viewer,
      'profile_delivery_method',
      'delivery_method',
      'profile_delivery_content',
      'delivery_content',
      'profile_filename',
      'profile_xml_file',
    ],
    // Takes spots into the traffic system: acknowledges them, gives house codes, keeps who gets
    // the traffic instructions.
    traffic: [...viewer, 'manage_distributions', 'house_codes', 'profile_traffic', 'traffic_instructions'],
    viewer,
  },
};

export interface RolePreset {
  readonly role: RolePresetKey;
  readonly permissions: readonly PermissionKey[];
}

/** The presets an account of this plan offers, in the dialogs' order, each holding only keys of the plan. */
export function rolePresets(plan: PlanKey): RolePreset[] {
  const presets = ROLE_PRESETS_BY_SIDE[plan === 'broadcaster' ? 'receiving' : 'sending'];
  return ROLE_PRESET_KEYS.flatMap((role) => {
    const keys = presets[role];
    return keys ? [{ role, permissions: keys.filter((key) => PLAN_PERMISSIONS[plan].includes(key)) }] : [];
  });
}

/**
 * Keys the seeds name but nothing in Masterport checks (docs/api.md, the team): `traffic_upload`
 * appears only in the seeds' lists of keys, with nothing said of what it guards. The access drawer
 * does not offer them (a right that changes nothing), and the team test counts them as proven.
 */
export const UNGUARDED_PERMISSIONS = ['traffic_upload'] as const satisfies readonly PermissionKey[];

/** Keys about the person, not the account: checked in the user's list only. */
export const USER_ONLY_PERMISSIONS: readonly PermissionKey[] = ['primary_user'];

/** A primary user holds every key its account has, plus primary_user. */
export const PRIMARY_USER_PERMISSIONS: readonly PermissionKey[] = PERMISSION_KEYS;

/**
 * Seed 001 §6: the key each base type of master needs, on top of `masters_creation` to make one
 * (and to be given the demo masters of that type) and on top of `distribute` to send one.
 */
export const MASTER_TYPE_PERMISSIONS: Readonly<
  Record<BaseMasterType, { readonly create: PermissionKey; readonly distribute: PermissionKey }>
> = {
  PUB_TV_WEB: { create: 'masters_pub_tv_web', distribute: 'distribute_tv_web' },
  PUB_WEB: { create: 'masters_pub_web', distribute: 'distribute_web' },
  PUB_RADIO: { create: 'masters_pub_radio', distribute: 'distribute_radio' },
};

/** The key a master of this type needs, to be made (`create`) or sent (`distribute`). */
export const masterTypePermission = (type: MasterType, action: 'create' | 'distribute'): PermissionKey =>
  MASTER_TYPE_PERMISSIONS[baseMasterType(type)][action];
