import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { useDeviceSessions } from '../api/list-device-sessions';
import { useSession } from '../api/get-session';
import { useProfileActions } from '../hooks/use-profile-actions';
import {
  forgetProfile,
  otherProfiles,
  readRecentProfiles,
  rememberProfile,
  toStoredProfile,
  type CurrentProfile,
  type ProfileChoice,
} from '../recent-profiles';
import { ProfileAvatar } from './profile-avatar';
import { ProfileSwitcherDialog } from './profile-switcher-dialog';

type ProfileSwitcherProps = {
  /** A PIN is configured, so the dialog offers "Verrouiller avec le PIN". */
  canLockWithPin?: boolean;
  onLockWithPin?: () => void;
};

/** The header's avatar button and the profile selector dialog it opens (spec 02 §2.9). */
export function ProfileSwitcher({ canLockWithPin = false, onLockWithPin }: ProfileSwitcherProps) {
  const { session } = useSession();
  if (!session) return null;
  const { user } = session;
  const current: CurrentProfile = {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
  };
  return (
    <ProfileSwitcherFor
      key={current.id}
      current={current}
      canLockWithPin={canLockWithPin && onLockWithPin !== undefined}
      onLockWithPin={onLockWithPin}
    />
  );
}

function ProfileSwitcherFor({
  current,
  canLockWithPin,
  onLockWithPin,
}: {
  current: CurrentProfile;
  canLockWithPin: boolean;
  onLockWithPin?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [stored, setStored] = useState(readRecentProfiles);
  const [now, setNow] = useState(() => Date.now());
  const deviceSessions = useDeviceSessions({ enabled: open });
  const actions = useProfileActions(current);
  const { id, name, email, image } = current;

  // This account is being used now: it heads the recent list the next time someone else opens it.
  useEffect(() => {
    rememberProfile(toStoredProfile({ id, name, email, image }, Date.now()));
  }, [id, name, email, image]);

  const choices = useMemo(
    () => otherProfiles(current.id, deviceSessions.data ?? [], stored),
    [current.id, deviceSessions.data, stored],
  );

  function changeOpen(next: boolean) {
    if (next) {
      setStored(readRecentProfiles());
      setNow(Date.now());
    }
    // Stay open while a switch or sign-out is under way, so its progress stays visible.
    if (!next && actions.pending) return;
    setOpen(next);
  }

  const label = current.name || current.email;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger
        aria-label={t('profiles.open', { name: label })}
        data-testid="profile-switcher-trigger"
        className="inline-flex rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <ProfileAvatar
          displayName={current.name}
          email={current.email}
          photoURL={current.image}
          size="sm"
        />
      </DialogTrigger>
      <ProfileSwitcherDialog
        current={current}
        choices={choices}
        loadingChoices={deviceSessions.isPending}
        pending={actions.pending}
        canLockWithPin={canLockWithPin}
        now={now}
        onChoose={(choice: ProfileChoice) => void actions.switchTo(choice)}
        onForget={(choice: ProfileChoice) => setStored(forgetProfile(choice.uid))}
        onAddProfile={() => {
          setOpen(false);
          actions.addProfile();
        }}
        onLockWithPin={() => {
          setOpen(false);
          onLockWithPin?.();
        }}
        onSignOut={() => void actions.signOut()}
      />
    </Dialog>
  );
}
