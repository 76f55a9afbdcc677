import type { simpleParser as SimpleParser } from 'mailparser';

/**
 * mailparser, loaded on first use: only administrators and account deletion read stored mails,
 * so it stays out of start-up. The compiled server leaves it in node_modules (build.mjs), where
 * Node's CommonJS interop gives it its named exports.
 */
export async function loadSimpleParser(): Promise<typeof SimpleParser> {
  const { simpleParser } = await import('mailparser');
  return simpleParser;
}
