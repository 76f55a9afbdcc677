import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { mfaReturnPath } from '../lib/mfa-return-path';

/** A set-up page reached when its method is already on: say so, and offer the way back. */
export function MfaAlreadyEnabled({ text }: { text: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4 pt-5 sm:pt-6">
        <p role="status" className="flex items-start gap-2 font-medium">
          <CheckCircle2
            aria-hidden
            className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
          />
          {text}
        </p>
        <Button asChild variant="outline">
          <Link to={mfaReturnPath(location.state)}>{t('mfa.setup.back')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
