interface ImportMetaEnv {
  /** 'true' hides the public marketing pages (see src/lib/runtime-config.ts). */
  readonly VITE_HIDE_PUBLIC_PAGES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
