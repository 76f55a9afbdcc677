import { Inbox, Mail, MessageSquareText, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDateDisplay } from '@/lib/date-display';
import type { DateDisplay } from '@/lib/format';
import { useOutbox } from '../api/get-outbox';
import { formatSentAt } from '../format-sent-at';
import type { OutboxItem } from '../types';
import { OutboxMessageDialog } from './outbox-message-dialog';

/** The mails and SMS of the embedded default, each opened in a dialog to read it. */
export function OutboxPanel() {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const outbox = useOutbox();
  const [openedId, setOpenedId] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Inbox aria-hidden className="size-5 text-primary" />
            {t('admin.outbox.title')}
          </CardTitle>
          <CardDescription>{t('admin.outbox.description')}</CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('admin.outbox.refresh')}
          disabled={outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          <RefreshCw aria-hidden className={outbox.isFetching ? 'animate-spin' : undefined} />
        </Button>
      </CardHeader>
      <CardContent className="px-0 sm:px-0">
        {outbox.isPending ? (
          <Spinner label={t('admin.outbox.loading')} className="py-8" />
        ) : outbox.isError ? (
          <p role="alert" className="px-5 text-sm text-destructive sm:px-6">
            {t('admin.outbox.loadFailed')}
          </p>
        ) : outbox.data.length === 0 ? (
          <p className="px-5 text-sm text-muted-foreground sm:px-6">{t('admin.outbox.empty')}</p>
        ) : (
          <ul
            data-testid="admin-outbox"
            aria-label={t('admin.outbox.title')}
            className="max-h-[min(60vh,32rem)] overflow-y-auto border-t border-border"
          >
            {outbox.data.map((item) => (
              <li key={item.id} className="border-b border-border last:border-b-0">
                <OutboxRow item={item} dates={dates} onOpen={() => setOpenedId(item.id)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <OutboxMessageDialog messageId={openedId} onClose={() => setOpenedId(null)} />
    </Card>
  );
}

function OutboxRow({
  item,
  dates,
  onOpen,
}: {
  item: OutboxItem;
  dates: DateDisplay;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const Icon = item.kind === 'sms' ? MessageSquareText : Mail;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-start gap-3 px-5 py-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-6"
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="sr-only">{t(`admin.outbox.${item.kind}`)}</span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium">
          {item.subject ||
            (item.kind === 'sms' ? t('admin.outbox.sms') : t('admin.outbox.noSubject'))}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {t('admin.outbox.to', { to: item.to })}
        </span>
      </span>
      <time
        dateTime={item.createdAt}
        className="shrink-0 text-xs text-muted-foreground tabular-nums"
      >
        {formatSentAt(item.createdAt, dates)}
      </time>
    </button>
  );
}
