import { ProfileSwitcher } from '@/features/account/components/profile-switcher';

/**
 * The header's profile switcher. Composed here because the PIN lock belongs to the settings
 * feature and features do not import each other.
 */
export function HeaderProfileSwitcher() {
  return <ProfileSwitcher />;
}
