import {
  ArrowRight,
  Camera,
  Check,
  FolderHeart,
  Images,
  ScanFace,
  ShieldCheck,
  Smartphone,
  Trash2,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { LandingScreenshot } from '../components/landing-screenshot';
import { LANDING_SCREENSHOT_IDS } from '../content/landing-screenshots';
import { useMarketingTexts } from '../i18n/use-marketing-translation';

const featureIcons: Record<string, LucideIcon> = {
  records: FolderHeart,
  photos: Images,
  faces: ScanFace,
  import: Upload,
  camera: Camera,
  storage: Trash2,
};

function SectionTitle({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-2 text-center">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="text-muted-foreground text-pretty">{lead}</p> : null}
    </div>
  );
}

/** /landing: what PhotoDossier is, shown with captures of the real app. */
export function LandingPage() {
  const { t, i18n } = useTranslation();
  const { landing } = useMarketingTexts();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const screenshotText = new Map(landing.screenshots.map((shot) => [shot.id, shot]));

  return (
    <div
      data-testid="page-landing"
      className="mx-auto flex w-full max-w-6xl flex-col gap-16 sm:gap-24"
    >
      <PageTitle title={t('pages.landing.title')} />
      <section className="grid items-center gap-10 lg:grid-cols-[1.05fr_1fr]">
        <div className="flex flex-col gap-5">
          <p className="w-fit rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
            {landing.eyebrow}
          </p>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
            {landing.title}
          </h1>
          <p className="text-lg leading-relaxed text-pretty text-muted-foreground">
            {landing.lead}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.auth}>
                {landing.start}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.pricing}>{landing.pricing}</Link>
            </Button>
          </div>
          <ul className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
            {landing.trust.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Check aria-hidden className="size-4 shrink-0 text-primary" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden lg:block">
          <LandingScreenshot
            id="patient"
            language={language}
            alt={screenshotText.get('patient')?.alt ?? ''}
          />
        </div>
      </section>

      <section aria-labelledby="landing-features" className="flex flex-col gap-8">
        <SectionTitle id="landing-features" title={landing.featuresTitle} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {landing.features.map((feature) => {
            const Icon = featureIcons[feature.id] ?? Images;
            return (
              <li
                key={feature.id}
                className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="text-lg font-semibold">{feature.title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="landing-screenshots" className="flex flex-col gap-8">
        <SectionTitle
          id="landing-screenshots"
          title={landing.screenshotsTitle}
          lead={landing.screenshotsLead}
        />
        <div className="grid gap-10 lg:grid-cols-2">
          {LANDING_SCREENSHOT_IDS.map((id, index) => (
            <figure
              key={id}
              className={index === 0 ? 'flex flex-col gap-3 lg:col-span-2' : 'flex flex-col gap-3'}
            >
              <LandingScreenshot
                id={id}
                language={language}
                alt={screenshotText.get(id)?.alt ?? ''}
              />
              <figcaption className="text-center text-sm font-medium">
                {screenshotText.get(id)?.title}
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="landing-security"
        className="grid gap-8 rounded-3xl border border-border bg-card/80 p-6 shadow-sm sm:p-10 lg:grid-cols-[1fr_1.3fr]"
      >
        <div className="flex flex-col gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <ShieldCheck aria-hidden className="size-6" />
          </span>
          <h2 id="landing-security" className="text-2xl font-semibold tracking-tight text-balance">
            {landing.securityTitle}
          </h2>
          <p className="text-muted-foreground text-pretty">{landing.securityLead}</p>
          <Link
            to={paths.privacy}
            className="w-fit rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('pages.privacy.title')}
          </Link>
        </div>
        <ul className="flex flex-col gap-4">
          {landing.security.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <Check aria-hidden className="mt-1 size-4 shrink-0 text-primary" />
              <span className="leading-relaxed">{point}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="landing-install"
        className="flex flex-col items-center gap-4 text-center"
      >
        <Smartphone aria-hidden className="size-8 text-primary" />
        <SectionTitle
          id="landing-install"
          title={landing.installTitle}
          lead={landing.installText}
        />
        <Button asChild variant="outline">
          <Link to={paths.installGuide}>{landing.installLink}</Link>
        </Button>
      </section>

      <section
        aria-labelledby="landing-closing"
        className="flex flex-col items-center gap-5 rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground"
      >
        <h2
          id="landing-closing"
          className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
        >
          {landing.closingTitle}
        </h2>
        <p className="max-w-xl text-pretty opacity-90">{landing.closingText}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.auth}>{landing.start}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
          >
            <Link to={paths.pricing}>{landing.pricing}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
