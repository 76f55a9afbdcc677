import type { PortalState } from '@photodossier/domain/patient-portal';
import {
  PORTAL_INVITE_DEFAULT_DAYS,
  PORTAL_INVITE_MAX_DAYS,
} from '@photodossier/domain/patient-portal';
import { Ban, Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePortalActions } from '../api/manage-portal';

/** Invite the patient by e-mail; the invitations with their state, revocable at once. */
export function PortalInvites({
  patientId,
  defaultEmail,
  invites,
}: {
  patientId: string;
  defaultEmail: string;
  invites: PortalState['invites'];
}) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  const actions = usePortalActions(patientId);
  const [email, setEmail] = useState(defaultEmail);
  // As typed: emptied to type another number, the field must not jump to 1.
  const [days, setDays] = useState(String(PORTAL_INVITE_DEFAULT_DAYS));
  const [link, setLink] = useState<string | null>(null);
  const emailId = useId();
  const daysId = useId();
  const failed = (error: Error) => notify(error.message, { variant: 'error' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actions.invite.mutate(
      { email: email.trim(), expires_in_days: Number(days) },
      {
        onSuccess: (created) => {
          setLink(`${window.location.origin}${paths.patientPortal(created.token)}`);
          notify(t('consents:portal.invited'), { variant: 'success' });
        },
        onError: failed,
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('consents:portal.invite')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-60 flex-1 flex-col gap-1">
            <Label htmlFor={emailId}>{t('consents:portal.email')}</Label>
            <Input
              id={emailId}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="flex w-32 flex-col gap-1">
            <Label htmlFor={daysId}>{t('consents:portal.days')}</Label>
            <Input
              id={daysId}
              type="number"
              required
              min={1}
              max={PORTAL_INVITE_MAX_DAYS}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={actions.invite.isPending}>
            <Mail aria-hidden />
            {t('consents:portal.send')}
          </Button>
        </form>
        {link ? (
          <p className="text-sm">
            {t('consents:portal.link')} :{' '}
            <a className="break-all underline" href={link} data-testid="portal-link">
              {link}
            </a>
          </p>
        ) : null}
        <h3 className="text-sm font-semibold">{t('consents:portal.invites')}</h3>
        {invites.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('consents:portal.noInvites')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {invites.map((invite) => (
              <li
                key={invite.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
                data-testid="portal-invite"
              >
                <div className="flex flex-col">
                  <span className="font-medium">
                    {invite.email} — {t(`consents:portal.statuses.${invite.status}`)}
                  </span>
                  <span className="text-muted-foreground">
                    {t('consents:portal.expires', {
                      date: formatDate(invite.expires_at, display, { style: 'medium', time: true }),
                    })}
                    {' · '}
                    {invite.last_opened_at
                      ? t('consents:portal.lastOpened', {
                          date: formatDate(invite.last_opened_at, display, {
                            style: 'medium',
                            time: true,
                          }),
                        })
                      : t('consents:portal.neverOpened')}
                  </span>
                </div>
                {invite.status === 'active' ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => actions.revoke.mutate(invite.id, { onError: failed })}
                  >
                    <Ban aria-hidden />
                    {t('consents:portal.revoke')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
