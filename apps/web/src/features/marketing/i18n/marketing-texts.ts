/**
 * The shape of the public pages' texts (namespace `marketing`), loaded with those pages only:
 * the legal documents would otherwise weigh on every page of the app.
 */
export type DocumentSection = {
  heading: string;
  paragraphs?: string[];
  items?: string[];
};

export type LegalDocument = {
  intro: string;
  sections: DocumentSection[];
};

export type HelpArea = {
  id: string;
  title: string;
  questions: { question: string; answer: string }[];
};

export type LandingFeature = { id: string; title: string; text: string };

export type LandingScreenshot = { id: string; title: string; alt: string };

export type MarketingTexts = {
  updatedOn: string;
  onThisPage: string;
  landing: {
    eyebrow: string;
    title: string;
    lead: string;
    start: string;
    pricing: string;
    signIn: string;
    trust: string[];
    featuresTitle: string;
    features: LandingFeature[];
    screenshotsTitle: string;
    screenshotsLead: string;
    screenshots: LandingScreenshot[];
    securityTitle: string;
    securityLead: string;
    security: string[];
    installTitle: string;
    installText: string;
    installLink: string;
    closingTitle: string;
    closingText: string;
  };
  legal: LegalDocument & {
    identityTitle: string;
    identity: {
      publisher: string;
      address: string;
      registration: string;
      director: string;
      contact: string;
      privacy: string;
      host: string;
      hostCertification: string;
    };
  };
  privacy: LegalDocument;
  terms: LegalDocument;
  cookies: LegalDocument & {
    tableTitle: string;
    columns: { name: string; kind: string; purpose: string; duration: string };
    kinds: Record<'cookie' | 'local' | 'session' | 'indexeddb' | 'cache', string>;
    entries: Record<string, { purpose: string; duration: string }>;
  };
  help: {
    intro: string;
    areas: HelpArea[];
    contactTitle: string;
    contactText: string;
  };
  changelog: {
    intro: string;
    version: string;
  };
};
