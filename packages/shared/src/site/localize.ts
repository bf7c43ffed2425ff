import { languageLocales, languages, type Language } from '../i18n/languages';
import { brandContrast } from './contrast';
import type { HomeSectionId } from './home';
import type { SiteContent } from './schema';
import { isLocalizedText, type LocalizedText } from './text';

/**
 * A text of the public site in the page's language. `lang` is there only when the text is the
 * other language's, because the firm has not translated it yet: the page puts `lang={lang}` on
 * the element that shows it, so screen readers and search engines read it right. `text` is ''
 * only for an optional text the firm left empty in both languages (the page leaves it out).
 */
export type LocalText = { text: string; lang?: Language };

/** `T` with every `{ en, el }` text replaced by a `LocalText`. */
export type Localized<T> = T extends LocalizedText
  ? LocalText
  : T extends readonly (infer Item)[]
    ? Localized<Item>[]
    : T extends object
      ? { [Key in keyof T]: Localized<T[Key]> }
      : T;

type Content = Localized<SiteContent>;
type Home = Omit<Content['home'], 'sections'>;

/**
 * The published site as a public page reads it, in one language. Hidden things are left out:
 * hidden home sections (their texts too; `home.sections` lists the shown ones in order), hidden
 * practice areas and inactive consultation types. Asset ids become URLs.
 */
export type LocalizedSite = {
  language: Language;
  identity: Omit<Content['identity'], 'logoAssetId' | 'photoAssetId' | 'address'> & {
    logoUrl: string | null;
    photoUrl: string | null;
    /** White or the site's dark text: the one that reads best on `brandColor`. */
    brandTextColor: string;
    address: Content['identity']['address'] & { countryName: string };
  };
  team: (Omit<Content['team'][number], 'photoAssetId'> & { photoUrl: string | null })[];
  home: { sections: HomeSectionId[] } & Partial<Home>;
  practiceAreas: Omit<Content['practiceAreas'][number], 'hidden'>[];
  practiceAreaPage: Content['practiceAreaPage'];
  consultationTypes: Omit<Content['consultationTypes'][number], 'active'>[];
  seo: Content['seo'];
};

/** Where a stored logo or photo is served (GET /api/site/assets/:id). */
export const siteAssetPath = (id: string) => `/api/site/assets/${id}`;
const assetUrl = (id: string | null) => (id === null ? null : siteAssetPath(id));

/** One text in `language`, or else in the first other language that has it, marked with `lang`. */
export function localText(text: LocalizedText, language: Language): LocalText {
  if (text[language] !== '') return { text: text[language] };
  const other = languages.find((candidate) => text[candidate] !== '');
  return other ? { text: text[other], lang: other } : { text: '' };
}

/** Every `{ en, el }` text in `value` as a `LocalText` in `language`; everything else as it is. */
export function localizeTexts<T>(value: T, language: Language): Localized<T> {
  const walk = (node: unknown): unknown => {
    if (isLocalizedText(node)) return localText(node, language);
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null)
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    return node;
  };
  return walk(value) as Localized<T>;
}

function countryName(code: string, language: Language) {
  try {
    return new Intl.DisplayNames([languageLocales[language]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The public view of `content` in `language` (see LocalizedSite). Pure: the same input, the same view. */
export function localizeSite(content: SiteContent, language: Language): LocalizedSite {
  const site = localizeTexts(content, language);
  const { logoAssetId, photoAssetId, address, ...identity } = site.identity;
  const { sections, ...texts } = site.home;
  const shown = sections.filter((section) => !section.hidden).map((section) => section.id);
  const home: LocalizedSite['home'] = { sections: shown };
  for (const id of shown) if (id in texts) Object.assign(home, { [id]: texts[id as keyof Home] });
  return {
    language,
    identity: {
      ...identity,
      logoUrl: assetUrl(logoAssetId),
      photoUrl: assetUrl(photoAssetId),
      brandTextColor: brandContrast(content.identity.brandColor).textColor,
      address: { ...address, countryName: countryName(address.country, language) },
    },
    team: site.team.map(({ photoAssetId: photo, ...member }) => ({
      ...member,
      photoUrl: assetUrl(photo),
    })),
    home,
    practiceAreas: site.practiceAreas
      .filter((area) => !area.hidden)
      .map(({ hidden: _hidden, ...area }) => area),
    practiceAreaPage: site.practiceAreaPage,
    consultationTypes: site.consultationTypes
      .filter((type) => type.active)
      .map(({ active: _active, ...type }) => type),
    seo: site.seo,
  };
}
