import {
  AlertTriangle,
  Building2,
  CreditCard,
  Database,
  Eraser,
  FlaskConical,
  HardDrive,
  KeyRound,
  Mail,
  MessageSquare,
  Monitor,
  Settings,
  ShieldCheck,
  Smartphone,
  Tags,
  Trash2,
  UserRound,
} from 'lucide-react';
import type { BetaFeatures } from '@photodossier/domain/operation-report';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { openStorageManager } from '@/lib/storage-dialogs';
import { useSettings } from '@/lib/settings/get-settings';
import { BetaSettings } from '../components/beta-settings';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { BackgroundRemovalSettings } from '../components/background-removal-settings';
import { DataSection } from '../components/data-section';
import { DisplaySettings } from '../components/display-settings';
import { EmailTransferForm } from '../components/email-transfer-form';
import { PasswordForm } from '../components/password-form';
import { PinSettings } from '../components/pin-settings';
import { ProfileForm } from '../components/profile-form';
import { SettingsPart, SettingsSection, SettingsSubsection } from '../components/settings-section';
import { TagManagement } from '../components/tag-management';
import { CommunicationSettings } from '../components/communication-settings';
import { OrganizationSettings } from '../components/organization-settings';

/** What the settings screen needs of the signed-in account (composed by the app layer). */
export type SettingsAccount = {
  userId: string;
  email: string;
  /** Google-only accounts have no password to change. */
  signInMethod: 'password' | 'google' | 'passkey';
  betaFeatures: BetaFeatures;
};

type SettingsPageProps = {
  /** The account-wide access journal (journal feature), shown with the data. */
  accessJournal?: ReactNode;
  account: SettingsAccount;
  /** The profile was saved: the account's display name changed on the server too. */
  onProfileSaved?: () => void;
  /** The beta switches changed: the session (and the sidebar) must be read again. */
  onBetaFeaturesSaved?: () => void;
  /** The shared links and their revocation (shares feature), shown with the data. */
  sharedLinks?: ReactNode;
  /** Leaves for Google's sign-in and comes back to `returnTo` (account deletion, Google only). */
  reauthenticateWithGoogle?: (returnTo: string) => Promise<void>;
};

// Spec 01 §2: account, display, data, communication, organization, tag management, automatic
// e-mail transfer, danger zone. Security (PIN, two-factor) sits after display.
const sectionIds = {
  account: 'settings-account',
  display: 'settings-display',
  security: 'settings-security',
  beta: 'settings-beta',
  data: 'settings-data',
  communication: 'settings-communication',
  organization: 'settings-organization',
  tags: 'settings-tags',
  emailTransfer: 'settings-email-transfer',
  backgroundRemoval: 'settings-background-removal',
  danger: 'settings-danger',
} as const;
type SectionKey = keyof typeof sectionIds;

const sectionOrder: SectionKey[] = [
  'account',
  'display',
  'security',
  'beta',
  'data',
  'communication',
  'organization',
  'tags',
  'emailTransfer',
  'backgroundRemoval',
  'danger',
];

const storageLinks = [
  { to: paths.trash, label: 'accountSettings.data.trash', icon: Trash2 },
  { to: paths.subscription, label: 'accountSettings.data.subscription', icon: CreditCard },
] as const;

const mfaLinks = [
  { to: paths.setupMfaTotp, label: 'accountSettings.security.mfaTotp', icon: KeyRound },
  { to: paths.setupMfaSms, label: 'accountSettings.security.mfaSms', icon: Smartphone },
  { to: paths.setupMfaWebauthn, label: 'accountSettings.security.mfaWebauthn', icon: ShieldCheck },
] as const;

export function SettingsPage({
  account,
  onProfileSaved,
  onBetaFeaturesSaved = () => undefined,
  sharedLinks,
  reauthenticateWithGoogle,
  accessJournal,
}: SettingsPageProps) {
  const { t } = useTranslation();
  const title = t('pages.settings.title');
  const { data, isPending, isError, refetch, isFetching } = useSettings(account.userId);

  return (
    <section data-testid="page-settings" className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeading icon={Settings} title={title}>
        {t('accountSettings.intro')}
      </PageHeading>

      <nav aria-label={t('accountSettings.sectionsLabel')}>
        <ul className="flex flex-wrap gap-2">
          {sectionOrder.map((section) => (
            <li key={section}>
              <a
                href={`#${sectionIds[section]}`}
                className="inline-flex h-8 items-center rounded-full border border-border bg-card px-3 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t(`accountSettings.${section}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {isPending ? (
        <Spinner label={t('accountSettings.loading')} className="py-16" />
      ) : isError || !data ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 p-5"
        >
          <p className="text-sm font-medium text-destructive">{t('errors:settings.load_failed')}</p>
          <Button
            type="button"
            variant="outline"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            {t('accountSettings.retry')}
          </Button>
        </div>
      ) : (
        <>
          {data.source === 'local' ? (
            <p
              role="status"
              className="rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-foreground"
            >
              {t('accountSettings.localCopy')}
            </p>
          ) : null}

          <SettingsSection
            id={sectionIds.account}
            icon={UserRound}
            title={t('accountSettings.account.title')}
            description={t('accountSettings.account.description')}
          >
            <ProfileForm
              userId={account.userId}
              settings={data.settings}
              email={account.email}
              onSaved={onProfileSaved}
            />
            <SettingsSubsection
              title={t('accountSettings.password.title')}
              description={t('accountSettings.password.description')}
            >
              {account.signInMethod === 'google' ? (
                <p className="text-sm text-muted-foreground">
                  {t('accountSettings.password.externalProvider', { provider: 'Google' })}
                </p>
              ) : (
                <PasswordForm />
              )}
            </SettingsSubsection>
          </SettingsSection>

          <SettingsSection
            id={sectionIds.display}
            icon={Monitor}
            title={t('accountSettings.display.title')}
            description={t('accountSettings.display.description')}
          >
            <DisplaySettings userId={account.userId} settings={data.settings} />
          </SettingsSection>

          <SettingsSection
            id={sectionIds.security}
            icon={ShieldCheck}
            title={t('accountSettings.security.title')}
            description={t('accountSettings.security.description')}
          >
            <SettingsSubsection title={t('accountSettings.security.pinTitle')}>
              <PinSettings userId={account.userId} settings={data.settings} />
            </SettingsSubsection>
            <SettingsSubsection
              title={t('accountSettings.security.mfaTitle')}
              description={t('accountSettings.security.mfaDescription')}
            >
              <ul className="flex flex-wrap gap-3">
                {mfaLinks.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Button asChild variant="outline">
                      <Link to={to}>
                        <Icon aria-hidden />
                        {t(label)}
                      </Link>
                    </Button>
                  </li>
                ))}
              </ul>
            </SettingsSubsection>
          </SettingsSection>

          <SettingsSection
            id={sectionIds.beta}
            icon={FlaskConical}
            title={t('accountSettings.beta.title')}
            description={t('accountSettings.beta.description')}
          >
            <BetaSettings current={account.betaFeatures} onSaved={onBetaFeaturesSaved} />
          </SettingsSection>

          <SettingsSection
            id={sectionIds.data}
            icon={Database}
            title={t('accountSettings.data.title')}
            description={t('accountSettings.data.description')}
          >
            <SettingsSubsection
              title={t('accountSettings.data.storageTitle')}
              description={t('accountSettings.data.storageDescription')}
            >
              {/* Phones have no sidebar meter: this is their way to the storage manager. */}
              <ul className="flex flex-wrap gap-3">
                <li>
                  <Button variant="outline" onClick={() => openStorageManager()}>
                    <HardDrive aria-hidden />
                    {t('accountSettings.data.openStorageManager')}
                  </Button>
                </li>
                {storageLinks.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Button asChild variant="outline">
                      <Link to={to}>
                        <Icon aria-hidden />
                        {t(label)}
                      </Link>
                    </Button>
                  </li>
                ))}
              </ul>
            </SettingsSubsection>
            {sharedLinks ? <SettingsPart>{sharedLinks}</SettingsPart> : null}
            <DataSection />
            {accessJournal ? <SettingsPart>{accessJournal}</SettingsPart> : null}
          </SettingsSection>
          <SettingsSection
            id={sectionIds.communication}
            icon={MessageSquare}
            title={t('accountSettings.communication.title')}
            description={t('accountSettings.communication.description')}
          >
            <CommunicationSettings />
          </SettingsSection>
          <SettingsSection
            id={sectionIds.organization}
            icon={Building2}
            title={t('accountSettings.organization.title')}
            description={t('accountSettings.organization.description')}
          >
            <OrganizationSettings />
          </SettingsSection>
          <SettingsSection
            id={sectionIds.tags}
            icon={Tags}
            title={t('accountSettings.tags.title')}
            description={t('accountSettings.tags.description')}
          >
            <TagManagement />
          </SettingsSection>

          <SettingsSection
            id={sectionIds.emailTransfer}
            icon={Mail}
            title={t('accountSettings.emailTransfer.title')}
            description={t('accountSettings.emailTransfer.description')}
          >
            <EmailTransferForm userId={account.userId} settings={data.settings} />
          </SettingsSection>

          <SettingsSection
            id={sectionIds.backgroundRemoval}
            icon={Eraser}
            title={t('accountSettings.backgroundRemoval.title')}
            description={t('accountSettings.backgroundRemoval.description')}
          >
            <BackgroundRemovalSettings userId={account.userId} settings={data.settings} />
          </SettingsSection>

          <SettingsSection
            id={sectionIds.danger}
            icon={AlertTriangle}
            tone="danger"
            title={t('accountSettings.danger.title')}
            description={t('accountSettings.danger.description')}
          >
            <div>
              <DeleteAccountDialog
                providerConfirmation={
                  account.signInMethod === 'google' && reauthenticateWithGoogle
                    ? { provider: 'Google', reauthenticate: reauthenticateWithGoogle }
                    : undefined
                }
              />
            </div>
          </SettingsSection>
        </>
      )}
    </section>
  );
}
