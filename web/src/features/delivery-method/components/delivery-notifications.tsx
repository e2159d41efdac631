import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailList } from '#components/email-list.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { notify } from '#lib/notify.ts';
import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import { mayCall, useSession } from '#lib/session.ts';
import { addDeliveryNotification } from '../api/add-delivery-notification.ts';
import { useEditedStation } from '../api/edited-station.ts';
import { deleteDeliveryNotification } from '../api/delete-delivery-notification.ts';
import { saveHouseCodeNotifications } from '../api/save-house-code-notifications.ts';

/** Who is told of deliveries, and who is asked for house codes (the first list when the second is empty). */
export function DeliveryNotifications({
  notifications,
  houseCodes,
}: {
  notifications: readonly string[];
  houseCodes: readonly string[];
}) {
  const { t } = useTranslation('deliveryMethod');
  const station = useEditedStation();
  // Reading the lists needs profile_delivery_method; changing them, delivery_method too.
  const canChange = mayCall(useSession(), deliveryMethodRouteTable.addNotification);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title={t('notifications.title')} description={t('notifications.help')}>
        <EmailList
          emails={notifications}
          label={t('notifications.listLabel')}
          empty={t('notifications.empty')}
          onAdd={async (email) => {
            await addDeliveryNotification(email, station);
            notify.success(t('notifications.added', { email }));
          }}
          onRemove={async (email) => {
            await deleteDeliveryNotification(email, station);
            notify.success(t('notifications.removed', { email }));
          }}
          readOnly={!canChange}
        />
      </SectionCard>
      <SectionCard title={t('houseCodes.title')} description={t('houseCodes.help')}>
        <EmailList
          emails={houseCodes}
          label={t('houseCodes.listLabel')}
          empty={t('houseCodes.empty')}
          onAdd={async (email) => {
            await saveHouseCodeNotifications([...houseCodes, email], station);
            notify.success(t('houseCodes.saved'));
          }}
          onRemove={async (email) => {
            await saveHouseCodeNotifications(
              houseCodes.filter((listed) => listed !== email),
              station,
            );
            notify.success(t('houseCodes.saved'));
          }}
          readOnly={!canChange}
        />
      </SectionCard>
    </SimpleGrid>
  );
}
