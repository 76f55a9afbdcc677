import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSignOut } from '../api/sign-out';

type SignOutButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  /** Only the icon, with the text as its accessible name and tooltip (app header). */
  iconOnly?: boolean;
};

/** Ends this browser's session, forgets every cached answer, and opens /auth. */
export function SignOutButton({ iconOnly = false, variant, size, className }: SignOutButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const label = signOut.isPending ? t('auth.signingOut') : t('auth.signOut');

  const onClick = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate(paths.auth, { replace: true }),
      onError: () =>
        notify(translateErrorCode('profile.sign_out_failed'), { variant: 'destructive' }),
    });

  if (!iconOnly) {
    return (
      <Button
        variant={variant ?? 'outline'}
        size={size}
        className={className}
        disabled={signOut.isPending}
        onClick={onClick}
      >
        <LogOut aria-hidden />
        {label}
      </Button>
    );
  }
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant={variant ?? 'ghost'}
            size={size ?? 'icon'}
            className={className}
            aria-label={label}
            disabled={signOut.isPending}
            onClick={onClick}
          >
            <LogOut aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent>{label}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
