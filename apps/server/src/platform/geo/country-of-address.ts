import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader, type Response } from 'mmdb-lib';

type CountryRecord = { country_code?: string };

// The country each public address block is registered to, from the regional internet registries'
// records (ip-location-db's geo-whois-asn-country, public domain, bundled: no request leaves the
// server to place an address). Read on first use, about 8 MB, then kept.
let reader: Reader<Response> | undefined;

function countryReader() {
  if (!reader) {
    const file = createRequire(import.meta.url).resolve(
      '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
    );
    reader = new Reader<Response>(readFileSync(file));
  }
  return reader;
}

/**
 * The ISO 3166 code of the country a public address is registered in, or null when none is known.
 * Private ranges are the caller's to leave out: the registries' data is not meant for them.
 */
export function countryOfAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const record = countryReader().get(address.replace(/^::ffff:/, '')) as CountryRecord | null;
    const code = record?.country_code;
    return code && /^[A-Z]{2}$/.test(code) ? code : null;
  } catch {
    return null; // not an address the database can read
  }
}
