import type { PermissionKey } from '@masterport/contract';
import {
  IconAddressBook,
  IconAntenna,
  IconBuildingStore,
  IconCertificate,
  IconFileCode,
  IconForms,
  IconId,
  IconPackage,
  IconSend,
  IconTrafficLights,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { hasAnyPermission } from '#lib/session.ts';
import type { Session } from '@masterport/contract';
import type { SettingsTab } from '#config/paths.ts';

/**
 * The settings tabs in the order the nav shows them: who may see each (seed 000 §6) and, once it
 * ships, its screen, loaded when first opened (a tab without one says what is coming). A screen
 * renders its content only; the page header and the tab nav belong to the settings layout.
 */
export interface SettingsTabEntry {
  tab: SettingsTab;
  /** null: every signed-in user (what they may do is theirs to see); a list: any one of its keys. */
  permission: PermissionKey | readonly PermissionKey[] | null;
  icon: Icon;
  screen?: () => Promise<ComponentType>;
}

export const SETTINGS_TAB_ENTRIES: readonly SettingsTabEntry[] = [
  {
    tab: 'identification',
    permission: 'profile_id',
    icon: IconId,
    screen: async () =>
      (await import('#features/identification/components/identification-screen.tsx')).IdentificationScreen,
  },
  {
    tab: 'authorizations',
    permission: null,
    icon: IconCertificate,
    screen: async () => (await import('#features/team/components/authorizations-screen.tsx')).AuthorizationsScreen,
  },
  {
    tab: 'contacts',
    permission: 'profile_contacts',
    icon: IconAddressBook,
    screen: async () => (await import('#features/contacts/components/contacts-screen.tsx')).ContactsScreen,
  },
  {
    tab: 'access',
    permission: 'profile_access',
    icon: IconUsers,
    screen: async () => (await import('#features/team/components/access-screen.tsx')).AccessScreen,
  },
  {
    tab: 'partner-studios',
    permission: 'profile_partner_studios',
    icon: IconBuildingStore,
    screen: async () => (await import('#features/profile/components/partner-studios-page.tsx')).PartnerStudiosPage,
  },
  {
    tab: 'call-letters',
    // A broadcaster's own stations (delivery_method registers them) or the groups an account sends to.
    permission: ['delivery_method', 'call_letters_creation'],
    icon: IconAntenna,
    screen: async () => (await import('#features/call-letters/components/call-letters-screen.tsx')).CallLettersScreen,
  },
  {
    tab: 'delivery-method',
    permission: 'profile_delivery_method',
    icon: IconSend,
    screen: async () =>
      (await import('#features/delivery-method/components/delivery-method-screen.tsx')).DeliveryMethodScreen,
  },
  {
    tab: 'delivery-content',
    permission: 'profile_delivery_content',
    icon: IconPackage,
    screen: async () =>
      (await import('#features/station-files/components/delivery-content-screen.tsx')).DeliveryContentScreen,
  },
  {
    tab: 'filename-builder',
    permission: 'profile_filename',
    icon: IconForms,
    screen: async () =>
      (await import('#features/station-files/components/filename-builder-screen.tsx')).FilenameBuilderScreen,
  },
  {
    tab: 'xml-slate-builder',
    permission: 'profile_xml_file',
    icon: IconFileCode,
    screen: async () =>
      (await import('#features/station-files/components/xml-slate-builder-screen.tsx')).XmlSlateBuilderScreen,
  },
  {
    tab: 'traffic-instructions',
    permission: 'profile_traffic',
    icon: IconTrafficLights,
    screen: async () =>
      (await import('#features/traffic-instructions/components/traffic-instructions-screen.tsx'))
        .TrafficInstructionsScreen,
  },
];

/** The keys any one of which opens a tab; null: every signed-in user. */
export const tabPermissions = (entry: SettingsTabEntry): readonly PermissionKey[] | null =>
  entry.permission === null ? null : typeof entry.permission === 'string' ? [entry.permission] : entry.permission;

/** Whether the signed-in user may open a tab. */
export const canSeeTab = (session: Session | null, entry: SettingsTabEntry): boolean => {
  const keys = tabPermissions(entry);
  return keys === null || hasAnyPermission(session, keys);
};
