#!/usr/bin/env node
/**
 * Generates src/lib/countries/countries.json (the country reference list the nationality and country pickers use) from the
 * world-countries package and copies the flag images from flag-icons into public/flags,
 * so flags are served by the app itself rather than an external image host.
 *
 * world-countries has no population, gini, timezones or regional blocs: population is
 * null, the optional fields are left out. Languages are keyed by ISO 639-3 there, so
 * iso639_1 and a language's native name are not available; flags exist as SVG only, so
 * flags.png is null. Run with `npm run countries -w @repertoire/web`.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, '..');
const countries = JSON.parse(readFileSync(require.resolve('world-countries/countries.json'), 'utf8'));
const flagDir = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');

/** Spec translation keys → world-countries' ISO 639-3 keys ("br" is Brazilian Portuguese, as in restcountries v2). */
const translationKeys = { br: 'por', pt: 'por', nl: 'nld', hr: 'hrv', fa: 'per', de: 'deu', es: 'spa', fr: 'fra', ja: 'jpn', it: 'ita', hu: 'hun' };

function callingCodes(idd) {
  if (!idd?.root) return [];
  const root = idd.root.replace('+', '');
  const suffixes = idd.suffixes ?? [];
  // A shared root (+1 for NANP, +7) lists hundreds of area codes: keep the root, as restcountries does.
  return suffixes.length === 1 ? [`${root}${suffixes[0]}`] : [root];
}

function nativeName(country) {
  const natives = Object.values(country.name.native ?? {});
  return natives[0]?.common ?? country.name.common;
}

const outFlags = join(webRoot, 'public', 'flags');
mkdirSync(outFlags, { recursive: true });

const list = countries
  .map((c) => {
    const code = c.cca2.toLowerCase();
    const flagFile = join(flagDir, `${code}.svg`);
    const hasFlag = existsSync(flagFile);
    if (hasFlag) copyFileSync(flagFile, join(outFlags, `${code}.svg`));
    const flagUrl = hasFlag ? `/flags/${code}.svg` : null;

    const translations = Object.fromEntries(
      Object.entries(translationKeys)
        .filter(([, key]) => c.translations?.[key])
        .map(([spec, key]) => [spec, c.translations[key].common]),
    );

    const entry = {
      name: c.name.common,
      topLevelDomain: c.tld ?? [],
      alpha2Code: c.cca2,
      alpha3Code: c.cca3,
      callingCodes: callingCodes(c.idd),
      ...(c.capital?.[0] ? { capital: c.capital[0] } : {}),
      altSpellings: c.altSpellings ?? [],
      subregion: c.subregion ?? '',
      region: c.region,
      population: null,
      latlng: c.latlng,
      demonym: c.demonyms?.eng?.m ?? '',
      ...(typeof c.area === 'number' && c.area > 0 ? { area: c.area } : {}),
      ...(c.borders?.length ? { borders: c.borders } : {}),
      nativeName: nativeName(c),
      numericCode: c.ccn3 ?? '',
      flags: { svg: flagUrl, png: null },
      currencies: Object.entries(c.currencies ?? {}).map(([code, cur]) => ({ code, name: cur.name, symbol: cur.symbol ?? null })),
      languages: Object.entries(c.languages ?? {}).map(([iso639_2, name]) => ({ iso639_2, name })),
      translations,
      flag: flagUrl,
      ...(c.cioc ? { cioc: c.cioc } : {}),
      independent: c.independent === true,
    };
    return entry;
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

writeFileSync(join(webRoot, 'src', 'lib', 'countries', 'countries.json'), `${JSON.stringify(list)}\n`);
console.log(`${list.length} countries, ${list.filter((c) => c.flag).length} flags copied to public/flags`);
