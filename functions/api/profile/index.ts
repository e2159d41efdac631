import { profileAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import accessCreate from './accesses/create.ts';
import accessDelete from './accesses/delete.ts';
import accessGetPermissions from './accesses/get-permissions.ts';
import accessGet from './accesses/get.ts';
import accessResendInvitation from './accesses/resend-invitation.ts';
import accessSavePermissions from './accesses/save-permissions.ts';
import contactCreate from './contacts/create.ts';
import contactDelete from './contacts/delete.ts';
import contactGet from './contacts/get.ts';
import contactSave from './contacts/save.ts';
import contentGet from './delivery-content/get.ts';
import contentSave from './delivery-content/save.ts';
import deliveryActivate from './delivery-method/activate.ts';
import deliveryAddNotification from './delivery-method/add-notification.ts';
import deliveryDeactivate from './delivery-method/deactivate.ts';
import deliveryDeleteNotification from './delivery-method/delete-notification.ts';
import deliveryGet from './delivery-method/get.ts';
import deliverySaveCredentials from './delivery-method/save-credentials.ts';
import deliverySaveHouseCodeNotifications from './delivery-method/save-specific-house-code-notifications.ts';
import deliverySave from './delivery-method/save.ts';
import deliveryTestConnection from './delivery-method/test-connection.ts';
import filenameGetAttributes from './filename-builder/get-attributes-options.ts';
import filenameGet from './filename-builder/get.ts';
import filenameSave from './filename-builder/save.ts';
import getCountries from './get-countries.ts';
import getStates from './get-states.ts';
import getStatus from './get-status.ts';
import identificationCompleteLogo from './identification/complete-logo.ts';
import identificationGet from './identification/get.ts';
import identificationSaveLogo from './identification/save-logo.ts';
import identificationSave from './identification/save.ts';
import activatePartner from './partner-studios/activate-partner.ts';
import addNotification from './partner-studios/add-notification.ts';
import deactivatePartner from './partner-studios/deactivate-partner.ts';
import deleteNotification from './partner-studios/delete-notification.ts';
import getAvailable from './partner-studios/get-available.ts';
import getNotifications from './partner-studios/get-notifications.ts';
import getSelected from './partner-studios/get-selected.ts';
import trafficAddExceptionCallLetter from './traffic-instructions/add-exception-call-letter.ts';
import trafficAddNotification from './traffic-instructions/add-notification.ts';
import trafficCreateException from './traffic-instructions/create-exception.ts';
import trafficDeleteException from './traffic-instructions/delete-exception.ts';
import trafficDeleteNotification from './traffic-instructions/delete-notification.ts';
import trafficGet from './traffic-instructions/get.ts';
import trafficRemoveExceptionCallLetter from './traffic-instructions/remove-exception-call-letter.ts';
import xmlGetAttributes from './xml-slate-builder/get-attributes-options.ts';
import xmlGet from './xml-slate-builder/get.ts';
import xmlSave from './xml-slate-builder/save.ts';

/** The profile area: the identification tab, the contacts tab, the access tab (the team), the partner-studios tab and a broadcaster's tabs (delivery method, delivery content, file names, XML slate, traffic instructions), and the tab badges; its other documented calls answer 501 not_implemented until built. */
export const handler = createAreaHandler('profile', profileAreaRoutes, [
  getCountries,
  getStates,
  identificationCompleteLogo,
  identificationGet,
  identificationSaveLogo,
  identificationSave,
  contactCreate,
  contactDelete,
  contactGet,
  contactSave,
  accessCreate,
  accessDelete,
  accessGetPermissions,
  accessGet,
  accessResendInvitation,
  accessSavePermissions,
  activatePartner,
  addNotification,
  deactivatePartner,
  deleteNotification,
  getAvailable,
  getNotifications,
  getSelected,
  deliveryActivate,
  deliveryAddNotification,
  deliveryDeactivate,
  deliveryDeleteNotification,
  deliveryGet,
  deliverySave,
  deliverySaveCredentials,
  deliverySaveHouseCodeNotifications,
  deliveryTestConnection,
  getStatus,
  trafficAddExceptionCallLetter,
  trafficAddNotification,
  trafficCreateException,
  trafficDeleteException,
  trafficDeleteNotification,
  trafficGet,
  trafficRemoveExceptionCallLetter,
  contentGet,
  contentSave,
  filenameGetAttributes,
  filenameGet,
  filenameSave,
  xmlGetAttributes,
  xmlGet,
  xmlSave,
]);
