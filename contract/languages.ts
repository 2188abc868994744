// The catalogue's languages (ISO 639-2/B codes, as the catalogue stores them), with their names in
// English and in their own script, which the demo seed and the catalogue import write.

/** Languages in the preferred order of spec 000 §9 (hin, pan, pun, tam, tel, mar, mal, kan, eng, ben, ara, guj, then others). */
export const CATALOGUE_LANGUAGES = [
  { code: 'hin', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'pan', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ' },
  { code: 'pun', name: 'Punjabi (Shahmukhi)', nativeName: 'پنجابی' },
  { code: 'tam', name: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'tel', name: 'Telugu', nativeName: 'తెలుగు' },
  { code: 'mar', name: 'Marathi', nativeName: 'मराठी' },
  { code: 'mal', name: 'Malayalam', nativeName: 'മലയാളം' },
  { code: 'kan', name: 'Kannada', nativeName: 'ಕನ್ನಡ' },
  { code: 'eng', name: 'English', nativeName: 'English' },
  { code: 'ben', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'ara', name: 'Arabic', nativeName: 'العربية' },
  { code: 'guj', name: 'Gujarati', nativeName: 'ગુજરાતી' },
  { code: 'bho', name: 'Bhojpuri', nativeName: 'भोजपुरी' },
  { code: 'urd', name: 'Urdu', nativeName: 'اردو' },
  { code: 'ori', name: 'Odia', nativeName: 'ଓଡ଼ିଆ' },
  { code: 'asm', name: 'Assamese', nativeName: 'অসমীয়া' },
] as const;

export type CatalogueLanguageCode = (typeof CATALOGUE_LANGUAGES)[number]['code'];

/**
 * The BCP 47 tag a stream declares for a catalogue language (tam → ta, as the ingest writes
 * LANGUAGE= in its master playlist), and back: a profile keeps its dub and subtitles as catalogue
 * codes (issue 50), a player's tracks speak tags.
 */
export function streamTagOf(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  try {
    return Intl.getCanonicalLocales(code)[0];
  } catch {
    return undefined;
  }
}

export function catalogueLanguageOfTag(tag: string | null | undefined): CatalogueLanguageCode | null {
  const primary = tag?.split('-')[0]?.toLowerCase();
  return CATALOGUE_LANGUAGES.find((language) => streamTagOf(language.code) === primary)?.code ?? null;
}
