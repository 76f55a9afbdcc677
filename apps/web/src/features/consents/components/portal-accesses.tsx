import type { PortalState } from '@photodossier/domain/patient-portal';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { portalItemName } from '../lib/portal-item-name';

const PORTAL_ACTION_KEYS = {
  'portal.open': 'open',
  'portal.sign': 'sign',
  'portal.view': 'view',
  'portal.download': 'download',
} as const;

function portalActionKey(action: string) {
  return PORTAL_ACTION_KEYS[action as keyof typeof PORTAL_ACTION_KEYS] ?? 'open';
}

/** The portal's journal: who opened what and when, newest first, each line built here. */
export function PortalAccesses({
  accesses,
  items,
}: {
  accesses: PortalState['accesses'];
  items: PortalState['items'];
}) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  // A line about a shared item names it; an item removed since is named by its kind no more.
  const actionText = (action: string, targetId: string | null) => {
    const actionLabel = t(`consents:portal.actions.${portalActionKey(action)}`);
    const item = items.find((shared) => (shared.item_id ?? shared.id) === targetId);
    if (!item) return actionLabel;
    return t('consents:portal.actionOn', {
      action: actionLabel,
      item: portalItemName(item, t, display),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('consents:portal.accesses')}</CardTitle>
      </CardHeader>
      <CardContent>
        {accesses.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('consents:portal.noAccesses')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" data-testid="portal-accesses">
            {accesses.map((access, index) => (
              <li key={`${access.created_at}-${index}`}>
                {formatDate(access.created_at, display, { time: true })} —{' '}
                {actionText(access.action, access.target_id)}
                {access.ip ? ` — ${access.ip}` : ''}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
