import type { simpleParser as SimpleParser } from 'mailparser';

/**
 * mailparser, loaded on first use (only administrators and account deletion read stored mails,
 * so it stays out of start-up). It is CommonJS: in the compiled server (decision 0027) its
 * functions sit under `default` of the dynamic import, under tsx and vitest at the top.
 */
export async function loadSimpleParser(): Promise<typeof SimpleParser> {
  const loaded = (await import('mailparser')) as unknown as {
    simpleParser?: typeof SimpleParser;
    default?: { simpleParser?: typeof SimpleParser };
  };
  const simpleParser = loaded.simpleParser ?? loaded.default?.simpleParser;
  if (!simpleParser) throw new Error('mailparser has no simpleParser');
  return simpleParser;
}
