import { pendingRoutes } from './pending.ts';

const p = 'user/account/profile';
export const profileRoutes = pendingRoutes('profile', 'user', '000', `
GET user/account/get-countries
GET user/account/get-states/{country}
GET ${p}/identification/get profile_id
POST ${p}/identification/save profile_id
POST ${p}/identification/save-logo profile_id
GET ${p}/partner-studios/get-available profile_partner_studios
GET ${p}/partner-studios/get-selected profile_partner_studios
GET ${p}/partner-studios/get-notifications profile_partner_studios
POST ${p}/partner-studios/add-notification profile_partner_studios partner_studios
POST ${p}/partner-studios/delete-notification profile_partner_studios partner_studios
POST ${p}/partner-studios/activate-partner profile_partner_studios partner_studios
POST ${p}/partner-studios/deactivate-partner profile_partner_studios partner_studios
GET ${p}/delivery-method/get profile_delivery_method
POST ${p}/delivery-method/save profile_delivery_method delivery_method
POST ${p}/delivery-method/save-specific-house-code-notifications profile_delivery_method delivery_method
POST ${p}/delivery-method/save-credentials profile_delivery_method delivery_method
POST ${p}/delivery-method/deactivate profile_delivery_method delivery_method
POST ${p}/delivery-method/activate profile_delivery_method delivery_method
POST ${p}/delivery-method/add-notification profile_delivery_method delivery_method
POST ${p}/delivery-method/delete-notification profile_delivery_method delivery_method
GET ${p}/get-status
GET ${p}/xml-slate-builder/get-attributes-options profile_xml_file
GET ${p}/xml-slate-builder/get profile_xml_file
POST ${p}/xml-slate-builder/save profile_xml_file
GET ${p}/delivery-content/get profile_delivery_content
POST ${p}/delivery-content/save profile_delivery_content delivery_content
GET ${p}/filename-builder/get-attributes-options profile_filename
GET ${p}/filename-builder/get profile_filename
POST ${p}/filename-builder/save profile_filename
GET ${p}/contacts/get profile_contacts
POST ${p}/contacts/create profile_contacts
POST ${p}/contacts/save profile_contacts
POST ${p}/contacts/delete profile_contacts
GET ${p}/accesses/get profile_access
POST ${p}/accesses/create profile_access team_invitation
POST ${p}/accesses/resend-invitation profile_access team_invitation
POST ${p}/accesses/delete profile_access team_invitation
POST ${p}/accesses/get-permissions profile_access
POST ${p}/accesses/save-permissions profile_access team_invitation
GET ${p}/traffic-instructions/get profile_traffic
POST ${p}/traffic-instructions/add-notification profile_traffic traffic_instructions
POST ${p}/traffic-instructions/delete-notification profile_traffic traffic_instructions
POST ${p}/traffic-instructions/add-exception-call-letter profile_traffic traffic_instructions
POST ${p}/traffic-instructions/remove-exception-call-letter profile_traffic traffic_instructions
POST ${p}/traffic-instructions/create-exception profile_traffic traffic_instructions
POST ${p}/traffic-instructions/delete-exception profile_traffic traffic_instructions
`);
