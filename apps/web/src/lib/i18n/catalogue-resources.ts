import type { Language } from './languages';

type Catalogue = Record<string, Record<Language, string>>;
type NestedMessages = { [segment: string]: string | NestedMessages };

/**
 * A domain catalogue (errors, notices) keyed 'area.reason' becomes nested i18next resources,
 * so t('errors:area.reason') resolves with the default key separator; the domain's {param}
 * placeholders become i18next's {{param}}.
 */
export function buildCatalogueResources(catalogue: Catalogue, language: Language) {
  const root: NestedMessages = {};
  for (const [code, messages] of Object.entries(catalogue)) {
    const segments = code.split('.');
    const leaf = segments.pop();
    if (leaf === undefined) continue;
    let node = root;
    for (const segment of segments) {
      const next = node[segment];
      if (typeof next === 'string') {
        throw new Error(`Code ${code} nests under the message of another code`);
      }
      node = next ?? (node[segment] = {});
    }
    if (typeof node[leaf] === 'object') {
      throw new Error(`Code ${code} is also the prefix of other codes`);
    }
    node[leaf] = messages[language].replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return root;
}
