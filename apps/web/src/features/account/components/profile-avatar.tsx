import { profileInitials } from '@photodossier/domain/profile-labels';
import { useState } from 'react';
import { cn } from '@/lib/cn';

type ProfileAvatarProps = {
  displayName: string | null;
  email: string;
  photoURL?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-12 text-base' } as const;

/** The profile's photo, else its initials (spec 02 §2.9: at most two letters). Decorative. */
export function ProfileAvatar({
  displayName,
  email,
  photoURL,
  size = 'md',
  className,
}: ProfileAvatarProps) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const showPhoto = Boolean(photoURL) && !photoFailed;
  return (
    <span
      aria-hidden
      data-testid="profile-avatar"
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary font-semibold text-primary-foreground ring-2 ring-background select-none',
        sizes[size],
        className,
      )}
    >
      {showPhoto ? (
        <img
          src={photoURL ?? undefined}
          alt=""
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setPhotoFailed(true)}
        />
      ) : (
        profileInitials(displayName, email)
      )}
    </span>
  );
}
