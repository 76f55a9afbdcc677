import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDateDisplay } from '@/lib/date-display';
import { useOutboxMessage } from '../api/get-outbox-message';
import { formatSentAt } from '../format-sent-at';

type OutboxMessageDialogProps = { messageId: string | null; onClose: () => void };

/** Reads one outbox message: its text, or its HTML in a sandbox that runs nothing. */
export function OutboxMessageDialog({ messageId, onClose }: OutboxMessageDialogProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const message = useOutboxMessage(messageId);
  const data = message.data;
  const title =
    data?.subject || (data?.kind === 'sms' ? t('admin.outbox.sms') : t('admin.outbox.noSubject'));

  return (
    <Dialog open={messageId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('app.close')}
        className="max-w-2xl grid-cols-[minmax(0,1fr)]"
        data-testid="outbox-message"
      >
        {message.isPending ? (
          <>
            <DialogTitle className="sr-only">{t('admin.outbox.open')}</DialogTitle>
            <DialogDescription className="sr-only">
              {t('admin.outbox.messageLoading')}
            </DialogDescription>
            <Spinner label={t('admin.outbox.messageLoading')} className="py-8" />
          </>
        ) : message.isError ? (
          <>
            <DialogTitle>{t('admin.outbox.open')}</DialogTitle>
            <DialogDescription role="alert" className="text-destructive">
              {message.error.message}
            </DialogDescription>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{title}</DialogTitle>
              <DialogDescription className="flex flex-col gap-0.5">
                <span>{t('admin.outbox.to', { to: message.data.to })}</span>
                {message.data.from ? (
                  <span>{t('admin.outbox.from', { from: message.data.from })}</span>
                ) : null}
                <time dateTime={message.data.createdAt}>
                  {formatSentAt(message.data.createdAt, dates)}
                </time>
              </DialogDescription>
            </DialogHeader>
            {message.data.text ? (
              <pre className="max-h-[60vh] overflow-auto rounded-xl bg-muted p-4 font-sans text-sm break-words whitespace-pre-wrap">
                {message.data.text}
              </pre>
            ) : message.data.html ? (
              <iframe
                title={t('admin.outbox.htmlTitle')}
                sandbox=""
                srcDoc={message.data.html}
                className="h-[60vh] w-full rounded-xl border border-border bg-white"
              />
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
