import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:locale-sections/';

/**
 * `import texts from 'virtual:locale-sections/nl/cart,checkout'` gives those top-level sections
 * of src/locales/nl.json as one small module, so every lazy view ships only its own texts and the
 * entry chunk only the chrome's. The JSON files stay the single source of the strings.
 */
export function localeSections(): Plugin {
  const localesDir = new URL('../src/locales/', import.meta.url);
  return {
    name: 'locale-sections',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale, list = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!locale || !/^[a-z]{2}$/.test(locale)) this.error(`locale-sections: bad locale in ${id}`);
      const file = new URL(`${locale}.json`, localesDir);
      this.addWatchFile(file.pathname);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked: Record<string, unknown> = {};
      for (const section of list.split(',').filter(Boolean)) {
        if (!(section in all)) this.error(`locale-sections: ${locale}.json has no section "${section}"`);
        picked[section] = all[section];
      }
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
